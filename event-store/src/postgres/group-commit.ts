import type pg from 'pg';
import { createCoalescingSender } from '@glyco/runtime/coalesce';
import { assertAppendable } from '../append-rules';
import type { AppendResult, EventToAppend, ExpectedRevision } from '../port';
import { appendEvents, appendResultOf, toInsertable, type AppendRow } from './append';
import type { EventTables } from './tables';

/** Appends per batch: bounds one transaction's locks and statement size under a burst. */
const APPENDS_PER_BATCH = 200;

interface PendingAppend {
  streamId: string;
  events: readonly EventToAppend[];
  expected: ExpectedRevision;
  resolve(result: AppendResult): void;
  reject(error: unknown): void;
}

type BatchRow = AppendRow & { ordinal: string };

export type Append = (streamId: string, events: readonly EventToAppend[], expected: ExpectedRevision) => Promise<AppendResult>;

/**
 * Group commit for `append` (`createCoalescingSender`): an append sent while a batch is in flight
 * goes with every append that arrived meanwhile in the next transaction (`append_events_batch`), one
 * per stream and in arrival order per stream, so each keeps its own expected-revision check and
 * outcome. The streams of the batches in flight never overlap, so they never wait on each other's
 * locks. An idle store sends an append alone, at once.
 */
export function createGroupCommit(pool: pg.Pool, tables: EventTables): Append {
  const streamsInFlight = new Set<string>();
  const enqueue = createCoalescingSender<PendingAppend>({
    take: (pending) => takeBatch(pending, streamsInFlight),
    async send(batch) {
      for (const item of batch) streamsInFlight.add(item.streamId);
      try {
        await sendBatch(pool, tables, batch);
      } finally {
        for (const item of batch) streamsInFlight.delete(item.streamId);
      }
    },
  });
  return (streamId, events, expected) =>
    new Promise<AppendResult>((resolve, reject) => {
      assertAppendable(streamId, events);
      enqueue({ streamId, events, expected, resolve, reject });
    });
}

/** The oldest pending append of each stream not in flight, in arrival order; removed from `pending`. */
function takeBatch(pending: PendingAppend[], streamsInFlight: ReadonlySet<string>): PendingAppend[] {
  const batch: PendingAppend[] = [];
  const blocked = new Set(streamsInFlight);
  for (let index = 0; index < pending.length && batch.length < APPENDS_PER_BATCH; ) {
    const item = pending[index]!;
    if (blocked.has(item.streamId)) {
      index += 1;
      continue;
    }
    // A later append to the same stream waits for this one's outcome: its expected revision may depend on it.
    blocked.add(item.streamId);
    batch.push(item);
    pending.splice(index, 1);
  }
  return batch;
}

async function sendBatch(pool: pg.Pool, tables: EventTables, batch: readonly PendingAppend[]): Promise<void> {
  const alone = (item: PendingAppend) => settle(item, appendEvents(pool, tables, item.streamId, item.events, item.expected));
  if (batch.length === 1) return alone(batch[0]!);
  let rows: BatchRow[];
  try {
    ({ rows } = await pool.query<BatchRow>(`SELECT * FROM ${tables.appendBatchFunction}($1::jsonb, $2)`, [
      JSON.stringify(batch.map((item) => ({ streamId: item.streamId, expected: String(item.expected), events: toInsertable(item.events) }))),
      tables.channel,
    ]));
  } catch {
    // The batch rolled back as a whole (a duplicate id racing another process, a lost connection):
    // each append on its own, so that one append's failure is that append's alone.
    await Promise.all(batch.map(alone));
    return;
  }
  const byOrdinal = new Map(rows.map((row) => [Number(row.ordinal), row]));
  await Promise.all(
    batch.map((item, index) => {
      const row = byOrdinal.get(index + 1);
      if (!row) return alone(item);
      return settle(item, appendResultOf(pool, tables, item.streamId, item.events, item.expected, row));
    }),
  );
}

async function settle(item: PendingAppend, result: Promise<AppendResult>): Promise<void> {
  try {
    item.resolve(await result);
  } catch (error) {
    item.reject(error);
  }
}
