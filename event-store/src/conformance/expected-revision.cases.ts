import { describe, expect, it } from 'vitest';
import { DuplicateEventIdError, InvalidAppendError } from '../append-errors';
import { StreamDeletedError, WrongExpectedRevisionError, type ExpectedRevision } from '../port';
import { newEvent, newEvents, newStreamId, rejectionOf, type SuiteContext } from './suite-context';

const PARALLEL_WRITERS = 20;

export function registerExpectedRevisionCases(suite: SuiteContext): void {
  describe('expected revision', () => {
    it('no_stream creates a stream and is refused once the stream exists', async () => {
      const store = suite.store();
      const streamId = newStreamId(suite);
      expect((await store.append(streamId, [newEvent(suite)], { expectedRevision: 'no_stream' })).nextExpectedRevision).toBe(0n);
      const error = await rejectionOf(store.append(streamId, [newEvent(suite)], { expectedRevision: 'no_stream' }));
      expect(error).toBeInstanceOf(WrongExpectedRevisionError);
      expect(error).toMatchObject({ streamId, expected: 'no_stream', actual: 0n });
    });

    it('stream_exists is refused for a missing stream and accepted for an existing one', async () => {
      const store = suite.store();
      const streamId = newStreamId(suite);
      const error = await rejectionOf(store.append(streamId, [newEvent(suite)], { expectedRevision: 'stream_exists' }));
      expect(error).toBeInstanceOf(WrongExpectedRevisionError);
      expect(error).toMatchObject({ streamId, actual: 'no_stream' });
      await store.append(streamId, [newEvent(suite)]);
      expect((await store.append(streamId, [newEvent(suite)], { expectedRevision: 'stream_exists' })).nextExpectedRevision).toBe(1n);
    });

    it('an exact revision must equal the revision of the last event', async () => {
      const store = suite.store();
      const streamId = newStreamId(suite);
      expect((await store.append(streamId, newEvents(suite, 2), { expectedRevision: 'no_stream' })).nextExpectedRevision).toBe(1n);
      expect((await store.append(streamId, [newEvent(suite)], { expectedRevision: 1n })).nextExpectedRevision).toBe(2n);
      for (const stale of [1n, 5n]) {
        const error = await rejectionOf(store.append(streamId, [newEvent(suite)], { expectedRevision: stale }));
        expect(error).toBeInstanceOf(WrongExpectedRevisionError);
        expect(error).toMatchObject({ expected: stale, actual: 2n });
      }
      expect(await store.readStream(streamId)).toHaveLength(3);
    });

    it('any appends whatever the state and is the default', async () => {
      const store = suite.store();
      const streamId = newStreamId(suite);
      expect((await store.append(streamId, [newEvent(suite)])).nextExpectedRevision).toBe(0n);
      expect((await store.append(streamId, newEvents(suite, 2), { expectedRevision: 'any' })).nextExpectedRevision).toBe(2n);
    });

    it('an append without events is refused', async () => {
      expect(await rejectionOf(suite.store().append(newStreamId(suite), []))).toBeInstanceOf(InvalidAppendError);
    });

    it.each<[string, ExpectedRevision, bigint]>([
      ['an exact revision', 0n, 1n],
      ['no_stream', 'no_stream', 0n],
    ])(`of ${PARALLEL_WRITERS} parallel writers at %s exactly one wins`, async (_, expectedRevision, actualAfterWin) => {
      const store = suite.store();
      const streamId = newStreamId(suite);
      if (expectedRevision !== 'no_stream') await store.append(streamId, [newEvent(suite)], { expectedRevision: 'no_stream' });
      const writers = Array.from({ length: PARALLEL_WRITERS }, () => store.append(streamId, [newEvent(suite)], { expectedRevision }));
      const outcomes = await Promise.allSettled(writers);
      const losers = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : []));
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      expect(losers).toHaveLength(PARALLEL_WRITERS - 1);
      for (const loser of losers) {
        expect(loser).toBeInstanceOf(WrongExpectedRevisionError);
        expect(loser).toMatchObject({ actual: actualAfterWin });
      }
      expect(await store.readStream(streamId)).toHaveLength(Number(actualAfterWin) + 1);
    });

    it('of parallel appends to many streams each has its own outcome: a refused one fails no other', async () => {
      const store = suite.store();
      const [existing, deleted] = [newStreamId(suite), newStreamId(suite)];
      await store.append(existing, [newEvent(suite)]);
      await store.append(deleted, [newEvent(suite)]);
      await store.tombstone(deleted);
      const recorded = newEvent(suite);
      await store.append(newStreamId(suite), [recorded]);
      const fresh = Array.from({ length: PARALLEL_WRITERS }, () => newStreamId(suite));
      const outcomes = await Promise.allSettled([
        ...fresh.map((streamId) => store.append(streamId, [newEvent(suite)], { expectedRevision: 'no_stream' })),
        store.append(existing, [newEvent(suite)], { expectedRevision: 5n }),
        store.append(existing, [newEvent(suite)], { expectedRevision: 0n }),
        store.append(deleted, [newEvent(suite)]),
        ...(suite.options.globallyUniqueEventIds ? [store.append(newStreamId(suite), [recorded])] : []),
      ]);
      const reasons = outcomes.map((outcome) => (outcome.status === 'rejected' ? (outcome.reason as unknown) : undefined));
      expect(reasons.slice(0, PARALLEL_WRITERS)).toEqual(fresh.map(() => undefined));
      expect(reasons[PARALLEL_WRITERS]).toMatchObject({ name: 'WrongExpectedRevisionError', actual: 0n });
      expect(outcomes[PARALLEL_WRITERS + 1]).toMatchObject({ status: 'fulfilled', value: { nextExpectedRevision: 1n } });
      expect(reasons[PARALLEL_WRITERS + 2]).toBeInstanceOf(StreamDeletedError);
      if (suite.options.globallyUniqueEventIds) expect(reasons[PARALLEL_WRITERS + 3]).toBeInstanceOf(DuplicateEventIdError);
      for (const streamId of fresh) expect(await store.readStream(streamId)).toHaveLength(1);
      expect(await store.readStream(existing)).toHaveLength(2);
    });

    it('an identical retry of the same event ids succeeds with the original result and writes nothing', async () => {
      const store = suite.store();
      const streamId = newStreamId(suite);
      const created = newEvents(suite, 2);
      const first = await store.append(streamId, created, { expectedRevision: 'no_stream' });
      expect(await store.append(streamId, created, { expectedRevision: 'no_stream' })).toEqual(first);
      const next = [newEvent(suite)];
      const second = await store.append(streamId, next, { expectedRevision: 1n });
      expect(await store.append(streamId, next, { expectedRevision: 1n })).toEqual(second);
      expect(await store.append(streamId, created, { expectedRevision: 'no_stream' })).toEqual(first);
      const ids = (await store.readStream(streamId)).map((event) => event.eventId.toLowerCase());
      expect(ids).toEqual([...created, ...next].map((event) => event.eventId.toLowerCase()));
    });

    it.runIf(suite.options.globallyUniqueEventIds)('an event id recorded elsewhere is refused', async () => {
      const store = suite.store();
      const [streamId, otherStreamId] = [newStreamId(suite), newStreamId(suite)];
      const event = newEvent(suite);
      await store.append(streamId, [event]);
      expect(await rejectionOf(store.append(otherStreamId, [event]))).toBeInstanceOf(DuplicateEventIdError);
      expect(await rejectionOf(store.append(streamId, [newEvent(suite), event]))).toBeInstanceOf(DuplicateEventIdError);
      expect(await rejectionOf(store.append(streamId, [event], { expectedRevision: 0n }))).toBeInstanceOf(DuplicateEventIdError);
      expect(await store.readStream(streamId)).toHaveLength(1);
    });

    it.runIf(suite.options.globallyUniqueEventIds)('of two parallel appends of one event id to two streams, one is refused', async () => {
      const store = suite.store();
      const event = newEvent(suite);
      const outcomes = await Promise.allSettled([store.append(newStreamId(suite), [event]), store.append(newStreamId(suite), [event])]);
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      const refused = outcomes.find((outcome) => outcome.status === 'rejected');
      expect(refused?.reason).toBeInstanceOf(DuplicateEventIdError);
      expect(refused?.reason).toMatchObject({ eventId: event.eventId });
    });
  });
}
