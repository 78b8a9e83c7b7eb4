import { describe, expect, it } from 'vitest';
import { START, type Position, type RecordedEvent } from '@glyco/event-store';
import { createFeedCache } from './feed-cache';

const at = (n: number): Position => ({ commit: BigInt(n), prepare: BigInt(n) });
const event = (n: number) => ({ eventId: `e${n}`, position: at(n) }) as RecordedEvent;
const events = (...ns: number[]) => ns.map(event);
const ids = (list: RecordedEvent[] | undefined) => list?.map((item) => item.eventId);

describe('feed cache', () => {
  it('serves what was read after any position it covers, and nothing it has not seen', () => {
    const cache = createFeedCache();
    expect(cache.since(START)).toBeUndefined();
    cache.record(START, events(1, 2, 3));
    expect(ids(cache.since(START))).toEqual(['e1', 'e2', 'e3']);
    expect(ids(cache.since(at(2)))).toEqual(['e3']);
    expect(ids(cache.since(at(3)))).toEqual([]);
    expect(cache.since(at(4))).toBeUndefined();
    expect(cache.end()).toEqual(at(3));
  });

  it('continues the stretch when a read goes on from inside it, replacing what the read covers', () => {
    const cache = createFeedCache();
    cache.record(START, events(1, 2, 3));
    cache.record(at(3), events(4, 5));
    cache.record(at(2), events(3, 4, 5, 6));
    expect(ids(cache.since(START))).toEqual(['e1', 'e2', 'e3', 'e4', 'e5', 'e6']);
  });

  it('starts a new stretch when a read starts outside it, so it never claims a gap', () => {
    const cache = createFeedCache();
    cache.record(at(10), events(11, 12));
    cache.record(START, events(1, 2));
    expect(ids(cache.since(START))).toEqual(['e1', 'e2']);
    expect(cache.since(at(10))).toBeUndefined();
  });

  it('forgets what every reader has passed, and keeps at most its limit', () => {
    const cache = createFeedCache(3);
    cache.record(START, events(1, 2, 3));
    cache.forget(at(2));
    expect(cache.since(at(1))).toBeUndefined();
    expect(ids(cache.since(at(2)))).toEqual(['e3']);
    cache.record(at(3), events(4, 5, 6));
    expect(cache.since(at(2))).toBeUndefined();
    expect(ids(cache.since(at(3)))).toEqual(['e4', 'e5', 'e6']);
    cache.forget(at(9));
    expect(cache.since(at(6))).toBeUndefined();
  });
});
