import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { START, type EventStore } from '@glyco/event-store';
import { allProjections, rebuildProjections } from '@glyco/projections';
import { startCpuAccount, type CpuAccount } from '../lib/cpu';

export const REBUILD_EVENTS = Number(process.env.BENCH_REBUILD_EVENTS ?? 100_000);
const USERS = 20;
const PAGE = 5_000;

export interface RebuildResult {
  events: number;
  loadSeconds: number;
  /** Baseline: the feed read in pages and each page written to a plain table with one INSERT. */
  batchInsertRate: number;
  rebuildRate: number;
  rebuildSeconds: number;
  /** CPU of this process (reading the feed, applying, building rows) and of PostgreSQL, for each side. */
  batchInsertCpu: CpuAccount;
  rebuildCpu: CpuAccount;
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

/** The least a rebuild must do: read every event once and write its row, a page per statement. */
async function batchInsertRate(pool: pg.Pool, store: EventStore, count: number): Promise<number> {
  await pool.query('CREATE TABLE bench_batch_rows (reading_id uuid PRIMARY KEY, user_id uuid NOT NULL, value_mgdl numeric NOT NULL, taken_at timestamptz NOT NULL)');
  const started = performance.now();
  let after = START;
  let written = 0;
  for (;;) {
    const page = await store.readAll({ after, limit: PAGE });
    if (page.length === 0) break;
    await pool.query(
      `INSERT INTO bench_batch_rows SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::numeric[], $4::timestamptz[])`,
      [
        page.map((event) => event.data.readingId),
        page.map((event) => event.data.userId),
        page.map((event) => event.data.valueMgdl),
        page.map((event) => event.data.timestamp),
      ],
    );
    written += page.length;
    after = page.at(-1)!.position;
  }
  if (written < count) throw new Error(`feed returned ${written} of ${count} events`);
  return written / ((performance.now() - started) / 1000);
}

export async function measureRebuild(pool: pg.Pool, store: EventStore): Promise<RebuildResult> {
  // Live read models exist, as in the product: the rebuild builds new generations beside them.
  await rebuildProjections(pool, store, allProjections);
  const loadStarted = performance.now();
  await bulkLoad(pool, REBUILD_EVENTS);
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  await pool.query('VACUUM ANALYZE events');
  const baselineCpu = startCpuAccount([], 'Node.js');
  const baseline = await batchInsertRate(pool, store, REBUILD_EVENTS);
  const batchInsertCpu = baselineCpu.stop();
  const rebuildCpu = startCpuAccount([], 'Node.js');
  const result = await rebuildProjections(pool, store, allProjections);
  return {
    events: REBUILD_EVENTS, loadSeconds, batchInsertRate: baseline, rebuildRate: result.eventsPerSecond, rebuildSeconds: result.elapsedMs / 1000,
    batchInsertCpu, rebuildCpu: rebuildCpu.stop(),
  };
}
