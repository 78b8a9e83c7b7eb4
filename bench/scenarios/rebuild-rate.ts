import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { START, type EventStore } from '@glyco/contracts/event-store';
import { allProjections, rebuildProjection } from '@glyco/projections';

export const REBUILD_EVENTS = Number(process.env.BENCH_REBUILD_EVENTS ?? 1_000_000);
const USERS = 20;

export interface RebuildResult {
  events: number;
  loadSeconds: number;
  feedReadRate: number;
  projections: { name: string; applied: number; seconds: number; rate: number }[];
  totalRate: number;
}

/**
 * Bulk-loads the log with SQL (a bench fixture, not a product path): glucose readings of 20
 * people, one stream each, as the API would have appended them.
 */
async function bulkLoad(pool: pg.Pool, count: number): Promise<void> {
  await pool.query(`
    INSERT INTO events (stream_id, stream_revision, event_id, type, schema_version, data, metadata)
    SELECT 'glucose_reading-' || id, 0, gen_random_uuid(), 'GlucoseReadingLogged', 1,
      jsonb_build_object('readingId', id, 'userId', user_id, 'valueMgdl', value, 'entered', jsonb_build_object('value', value, 'unit', 'mg/dL'),
        'timestamp', to_char(ts AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'timezoneOffsetMinutes', 0,
        'mealContext', 'Not Specified', 'readingType', 'CGM', 'feeling', 'Not Specified', 'notes', '', 'tags', '[]'::jsonb),
      jsonb_build_object('actor', jsonb_build_object('userId', user_id, 'role', 'patient'), 'correlationId', 'bench', 'schemaVersion', 1)
    FROM (
      SELECT gen_random_uuid() AS id,
        ('00000000-0000-4000-8000-' || lpad(((n % ${USERS}) + 1)::text, 12, '0'))::uuid AS user_id,
        60 + ((n::bigint * 7919) % 240) AS value,
        now() - ((n / ${USERS}) * interval '5 minutes') AS ts
      FROM generate_series(1, $1::int) AS n
    ) readings`, [count]);
  await pool.query(`INSERT INTO streams (stream_id, revision) SELECT stream_id, 0 FROM events ON CONFLICT DO NOTHING`);
}

async function feedReadRate(store: EventStore, count: number): Promise<number> {
  const started = performance.now();
  let after = START;
  let read = 0;
  for (;;) {
    const batch = await store.readAll({ after, limit: 500 });
    if (batch.length === 0) break;
    read += batch.length;
    after = batch.at(-1)!.position;
  }
  if (read < count) throw new Error(`feed returned ${read} of ${count} events`);
  return read / ((performance.now() - started) / 1000);
}

export async function measureRebuild(pool: pg.Pool, store: EventStore): Promise<RebuildResult> {
  const loadStarted = performance.now();
  await bulkLoad(pool, REBUILD_EVENTS);
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  const rate = await feedReadRate(store, REBUILD_EVENTS);
  const projections = [];
  const started = performance.now();
  for (const projection of allProjections) {
    const result = await rebuildProjection(pool, store, projection, { batchSize: 1000 });
    projections.push({ name: projection.name, applied: result.applied, seconds: result.elapsedMs / 1000, rate: result.eventsPerSecond });
  }
  const totalSeconds = (performance.now() - started) / 1000;
  return { events: REBUILD_EVENTS, loadSeconds, feedReadRate: rate, projections, totalRate: REBUILD_EVENTS / totalSeconds };
}
