import { describe, expect, it } from 'vitest';
import { comparePositions, StreamNotFoundError } from '../port';
import { collectFeed, idsOf, newEvent, newEvents, newStreamId, rejectionOf, type SuiteContext } from './suite-context';

export function registerStreamReadCases(suite: SuiteContext): void {
  describe('reading a stream', () => {
    it('returns every appended event with its content, in revision order', async () => {
      const store = suite.store();
      const streamId = newStreamId(suite);
      const appended = [
        { ...newEvent(suite, 'ReadingLogged', { value: 5.4, unit: 'mmol/L', tags: ['fasting'] }), schemaVersion: 2, metadata: { actor: { role: 'patient' } } },
        newEvent(suite, 'ReadingUpdated', { nested: { deep: [1, { two: null }] } }),
      ];
      await store.append(streamId, appended);
      const events = await store.readStream(streamId);
      expect(events.map((event) => event.revision)).toEqual([0n, 1n]);
      expect(events.map(({ eventId, type, data, streamId: stream }) => ({ eventId, type, data, streamId: stream }))).toEqual(
        appended.map(({ eventId, type, data }) => ({ eventId, type, data, streamId })),
      );
      expect(events.map((event) => event.schemaVersion)).toEqual([2, 1]);
      expect(events[0]!.metadata).toEqual({ actor: { role: 'patient' } });
      expect(events[1]!.metadata).toEqual(appended[1]!.metadata);
      expect(events.every((event) => event.recordedAt instanceof Date && !Number.isNaN(event.recordedAt.getTime()))).toBe(true);
      expect(comparePositions(events[0]!.position, events[1]!.position)).toBe(-1);
    });

    it('reads backwards, from a revision (inclusive) and at most maxCount events', async () => {
      const store = suite.store();
      const streamId = newStreamId(suite);
      await store.append(streamId, newEvents(suite, 5));
      const revisions = async (options: Parameters<typeof store.readStream>[1]) => (await store.readStream(streamId, options)).map((event) => Number(event.revision));
      expect(await revisions({ direction: 'backwards' })).toEqual([4, 3, 2, 1, 0]);
      expect(await revisions({ fromRevision: 2n })).toEqual([2, 3, 4]);
      expect(await revisions({ direction: 'backwards', fromRevision: 2n })).toEqual([2, 1, 0]);
      expect(await revisions({ maxCount: 2 })).toEqual([0, 1]);
      expect(await revisions({ direction: 'backwards', maxCount: 2 })).toEqual([4, 3]);
      expect(await revisions({ fromRevision: 2n, maxCount: 2 })).toEqual([2, 3]);
      expect(await revisions({ fromRevision: 9n })).toEqual([]);
    });

    it('reports a missing stream as not found', async () => {
      const streamId = newStreamId(suite);
      const error = await rejectionOf(suite.store().readStream(streamId));
      expect(error).toBeInstanceOf(StreamNotFoundError);
      expect(error).toMatchObject({ streamId });
    });

    it('returns from append the position the last event has in the stream and in the feed', async () => {
      const store = suite.store();
      const streamId = newStreamId(suite, 'positioned');
      const appended = newEvents(suite, 2);
      const result = await store.append(streamId, appended);
      expect((await store.readStream(streamId)).at(-1)!.position).toEqual(result.position);
      const feed = await collectFeed(store, {
        filter: { streamPrefixes: [streamId] },
        until: (events) => events.length >= 2,
      });
      expect(idsOf(feed)).toEqual(idsOf(appended));
      expect(feed.at(-1)!.position).toEqual(result.position);
    });
  });
}
