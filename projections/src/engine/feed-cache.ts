import { comparePositions, type Position, type RecordedEvent } from '@glyco/event-store';

/** Events kept at most: a few batches, enough for a read model busy for a while under load. */
const MAX_EVENTS = 20_000;

/**
 * The latest stretch of the feed the reader has seen, so a read model that was busy committing
 * while others were served gets what it missed from memory instead of reading it again. The
 * feed only shows settled transactions, so a stretch once read never changes: the cache holds
 * every event after `floor` up to its last one, with no gap.
 */
export interface FeedCache {
  /** The cached events after `after` (oldest first), when the cache covers that position. */
  since(after: Position): RecordedEvent[] | undefined;
  /** Where the cached stretch ends: reading on from here continues it. */
  end(): Position | undefined;
  /** A read of the feed after `after`: continues the stretch, or starts a new one elsewhere. */
  record(after: Position, events: readonly RecordedEvent[]): void;
  /** Every reader has passed `position`: the events up to it are no longer needed. */
  forget(position: Position): void;
}

export function createFeedCache(maxEvents = MAX_EVENTS): FeedCache {
  let floor: Position | undefined;
  let events: RecordedEvent[] = [];
  const endOf = () => events.at(-1)?.position ?? floor;
  const covers = (after: Position) =>
    floor !== undefined && comparePositions(after, floor) >= 0 && comparePositions(after, endOf()!) <= 0;
  /** Index of the first event after `after` (binary search: the events are in feed order). */
  const firstAfter = (after: Position) => {
    let [low, high] = [0, events.length];
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (comparePositions(events[middle]!.position, after) <= 0) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  return {
    since(after) {
      return covers(after) ? events.slice(firstAfter(after)) : undefined;
    },
    end: endOf,
    record(after, read) {
      if (events.length > 0 && comparePositions(after, endOf()!) === 0) events.push(...read);
      else if (covers(after)) events = [...events.slice(0, firstAfter(after)), ...read];
      else {
        floor = after;
        events = [...read];
      }
      if (events.length > maxEvents) {
        const dropped = events.length - maxEvents;
        floor = events[dropped - 1]!.position;
        events = events.slice(dropped);
      }
    },
    forget(position) {
      if (floor === undefined || comparePositions(position, floor) <= 0) return;
      if (comparePositions(position, endOf()!) > 0) {
        floor = undefined;
        events = [];
        return;
      }
      events = events.slice(firstAfter(position));
      floor = position;
    },
  };
}
