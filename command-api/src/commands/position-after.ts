import type { EventStore, Position } from '@glyco/event-store';
import type { CommandOutcome } from './handle-command';

/**
 * Where a command left its stream in the feed: its append, or after a no-op (a retried create)
 * the stream's latest event, so the retry's answer still lets the client read its own write.
 */
export async function positionAfter(store: EventStore, streamId: string, outcome: CommandOutcome<unknown>): Promise<Position | undefined> {
  if (outcome.append) return outcome.append.position;
  const [latest] = await store.readStream(streamId, { direction: 'backwards', maxCount: 1 });
  return latest?.position;
}
