import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { START, type EventStore, type RecordedEvent } from '@glyco/event-store';
import { allProjections, physicalTableName, rebuildProjections } from '@glyco/projections';
import { alternate, type Pair } from '../lib/alternate';
import { startCpuAccount, type CpuAccount } from '../lib/cpu';
import { insertSameRows, loadRows, snapshotTables } from '../lib/same-rows';

export const REBUILD_EVENTS = Number(process.env.BENCH_REBUILD_EVENTS ?? 100_000);
const USERS = 20;
const PAGE = 5_000;

export interface RebuildRound {
  rate: number;
  seconds: number;
  /** CPU of this process (reading the feed, applying, building rows) and of PostgreSQL. */
  cpu: CpuAccount;
}

export interface RebuildResult {
  events: number;
  loadSeconds: number;
  /** The rows the rebuild writes, table by table. */
  rows: { table: string; count: number }[];
  /** The least a rebuild must do: read every event once and write one narrow row for it. */
  narrowInsert: RebuildRound;
  /** The first rebuild, which also gives the rows for the baseline. */
  firstRebuild: RebuildRound;
  /** A B A B: the feed read and the rebuild's own rows written by batch INSERT, against the rebuild. */
  pairs: Pair<RebuildRound>[];
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

/** The feed in pages of PAGE, from the start; throws when it holds fewer than `count` events. */
async function* feedPages(store: EventStore, count: number): AsyncGenerator<RecordedEvent[]> {
  let after = START;
  let read = 0;
  for (;;) {
    const page = await store.readAll({ after, limit: PAGE });
    if (page.length === 0) break;
    yield page;
    read += page.length;
    after = page.at(-1)!.position;
  }
  if (read < count) throw new Error(`feed returned ${read} of ${count} events`);
}

async function readFeed(store: EventStore, count: number): Promise<void> {
  for await (const page of feedPages(store, count)) void page;
}

async function timed(events: number, run: () => Promise<void>): Promise<RebuildRound> {
  const cpu = startCpuAccount([], 'Node.js');
  const started = performance.now();
  await run();
  const seconds = (performance.now() - started) / 1000;
  return { rate: events / seconds, seconds, cpu: cpu.stop() };
}

/** The least a rebuild must do: read every event once and write its row, a page per statement. */
async function narrowInsert(pool: pg.Pool, store: EventStore, count: number): Promise<void> {
  await pool.query('CREATE TABLE bench_batch_rows (reading_id uuid PRIMARY KEY, user_id uuid NOT NULL, value_mgdl numeric NOT NULL, taken_at timestamptz NOT NULL)');
  for await (const page of feedPages(store, count)) {
    await pool.query(
      `INSERT INTO bench_batch_rows SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::numeric[], $4::timestamptz[])`,
      [
        page.map((event) => event.data.readingId),
        page.map((event) => event.data.userId),
        page.map((event) => event.data.valueMgdl),
        page.map((event) => event.data.timestamp),
      ],
    );
  }
  await pool.query('DROP TABLE bench_batch_rows');
}

/** The tables of each projection's live generation. */
function liveTables(generations: Record<string, number>): string[] {
  return allProjections.flatMap((projection) => projection.tables.map((table) => physicalTableName(table, projection.version, generations[projection.name]!)));
}

export async function measureRebuild(pool: pg.Pool, store: EventStore): Promise<RebuildResult> {
  // Live read models exist, as in the product: the rebuild builds new generations beside them.
  await rebuildProjections(pool, store, allProjections);
  const loadStarted = performance.now();
  await bulkLoad(pool, REBUILD_EVENTS);
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  await pool.query('VACUUM ANALYZE events');
  const narrow = await timed(REBUILD_EVENTS, () => narrowInsert(pool, store, REBUILD_EVENTS));
  let generations: Record<string, number> = {};
  const rebuild = () => timed(REBUILD_EVENTS, async () => {
    generations = (await rebuildProjections(pool, store, allProjections)).generations;
  });
  const firstRebuild = await rebuild();
  const snapshot = (await snapshotTables(pool, liveTables(generations), 'bench_template')).filter((table) => table.count > 0);
  const sameRows = async () => {
    const rows = await loadRows(pool, snapshot);
    let copies: string[] = [];
    const round = await timed(REBUILD_EVENTS, async () => {
      await readFeed(store, REBUILD_EVENTS);
      copies = await insertSameRows(pool, rows, PAGE, 'bench_same_rows');
    });
    for (const copy of copies) await pool.query(`DROP TABLE "${copy}"`);
    return round;
  };
  return {
    events: REBUILD_EVENTS,
    loadSeconds,
    rows: snapshot.map((table) => ({ table: table.source, count: table.count })),
    narrowInsert: narrow,
    firstRebuild,
    pairs: await alternate(2, sameRows, rebuild),
  };
}
