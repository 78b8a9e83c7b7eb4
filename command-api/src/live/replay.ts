import { LIVE_CHANGE_KINDS } from '@glyco/contracts';
import { comparePositions, formatPosition, type EventStore, type Position } from '@glyco/event-store';
import { LIVE_STREAM_PREFIXES, liveItemOf, type LiveItem } from './live-kinds';
import { messagesOf, type PositionedMessage } from './live-messages';

const PAGE = 1_000;
/** Beyond this many events to read, a returning viewer is told to refetch everything instead. */
export const MAX_REPLAY_EVENTS = 20_000;

/**
 * What a viewer who last saw `after` missed up to `upTo`, read back from the event store: the same
 * messages the stream sent then, as few as tell it. When more happened than is worth reading, one
 * `changed` of every kind at `upTo` says to refetch all, which leaves no gap either.
 */
export async function missedMessages(store: EventStore, personId: string, after: Position, upTo: Position): Promise<PositionedMessage[]> {
  const items: LiveItem[] = [];
  let cursor = after;
  for (let read = 0; comparePositions(cursor, upTo) < 0; ) {
    if (read >= MAX_REPLAY_EVENTS) return refetchEverything(personId, upTo);
    const events = await store.readAll({ after: cursor, limit: PAGE, filter: { streamPrefixes: LIVE_STREAM_PREFIXES } });
    for (const event of events) {
      if (comparePositions(event.position, upTo) > 0) return messagesOf(personId, items);
      const item = liveItemOf(event);
      if (item?.personId === personId) items.push(item);
    }
    if (events.length < PAGE) break;
    cursor = events.at(-1)!.position;
    read += events.length;
  }
  return messagesOf(personId, items);
}

function refetchEverything(personId: string, upTo: Position): PositionedMessage[] {
  const position = formatPosition(upTo);
  return LIVE_CHANGE_KINDS.map((kind) => ({ type: 'changed', personId, position, kind }));
}
