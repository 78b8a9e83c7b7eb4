import { STREAM_PREFIXES, type IngestCounts } from '@glyco/contracts';
import type { EventStore } from '@glyco/event-store';
import type { IngestResult } from '../ingest/ingest-records';

const KIND_OF_PREFIX: [string, keyof IngestCounts][] = [
  [STREAM_PREFIXES.glucoseReading, 'readings'],
  [STREAM_PREFIXES.meal, 'meals'],
  [STREAM_PREFIXES.insulinDose, 'doses'],
];

/**
 * A job that stopped between appending a chunk and recording it finds that chunk's records live
 * when it runs again. Those whose last event this import wrote are its own: counted and kept for
 * undo as created, not as duplicates. Only the first chunk after a restart can hold such records.
 */
export async function claimOwnWrites(store: EventStore, importId: string, result: IngestResult): Promise<IngestResult> {
  const counts = { ...result.counts };
  const created = [...result.created];
  for (const streamId of result.live) {
    const [last] = await store.readStream(streamId, { direction: 'backwards', maxCount: 1 });
    const kind = KIND_OF_PREFIX.find(([prefix]) => streamId.startsWith(prefix))?.[1];
    if (!kind || last?.metadata.importId !== importId) continue;
    counts.duplicates -= 1;
    counts[kind] += 1;
    created.push(streamId);
  }
  return { ...result, counts, created, live: result.live.filter((streamId) => !created.includes(streamId)) };
}
