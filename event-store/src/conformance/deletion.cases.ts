import { describe, expect, it } from 'vitest';
import { StreamDeletedError, StreamNotFoundError, WrongExpectedRevisionError } from '../port';
import { collectFeed, idsOf, newEvent, newEvents, newStreamId, rejectionOf, type SuiteContext } from './suite-context';

export function registerDeletionCases(suite: SuiteContext): void {
  describe('deleting a stream', () => {
    it('a soft-deleted stream reads as not found; no_stream recreates it with revisions continuing', async () => {
      const store = suite.store();
      const streamId = newStreamId(suite);
      await store.append(streamId, newEvents(suite, 2));
      await store.softDelete(streamId);
      expect(await rejectionOf(store.readStream(streamId))).toBeInstanceOf(StreamNotFoundError);
      const recreated = newEvent(suite);
      expect((await store.append(streamId, [recreated], { expectedRevision: 'no_stream' })).nextExpectedRevision).toBe(2n);
      const events = await store.readStream(streamId);
      expect(events.map((event) => [event.eventId.toLowerCase(), event.revision])).toEqual([[recreated.eventId.toLowerCase(), 2n]]);
    });

    it('a soft-deleted stream is recreated by an append at any revision', async () => {
      const store = suite.store();
      const streamId = newStreamId(suite);
      await store.append(streamId, newEvents(suite, 2));
      await store.softDelete(streamId, { expectedRevision: 1n });
      expect((await store.append(streamId, [newEvent(suite)])).nextExpectedRevision).toBe(2n);
      expect((await store.readStream(streamId, { direction: 'backwards' })).map((event) => event.revision)).toEqual([2n]);
    });

    it('a soft delete checks the expected revision', async () => {
      const store = suite.store();
      const streamId = newStreamId(suite);
      await store.append(streamId, newEvents(suite, 2));
      const error = await rejectionOf(store.softDelete(streamId, { expectedRevision: 0n }));
      expect(error).toBeInstanceOf(WrongExpectedRevisionError);
      expect(error).toMatchObject({ actual: 1n });
      expect(await store.readStream(streamId)).toHaveLength(2);
    });

    it('soft-deleted events stay in the global feed', async () => {
      const store = suite.store();
      const streamId = newStreamId(suite, 'kept');
      const appended = newEvents(suite, 2);
      await store.append(streamId, appended);
      await store.softDelete(streamId);
      const feed = await collectFeed(store, { filter: { streamPrefixes: [streamId] }, until: (events) => events.length >= 2 });
      expect(idsOf(feed)).toEqual(idsOf(appended));
    });

    it('a tombstoned stream can never be read or written again', async () => {
      const store = suite.store();
      const streamId = newStreamId(suite);
      await store.append(streamId, newEvents(suite, 2));
      await store.tombstone(streamId, { expectedRevision: 1n });
      const readError = await rejectionOf(store.readStream(streamId));
      expect(readError).toBeInstanceOf(StreamDeletedError);
      expect(readError).toMatchObject({ streamId });
      for (const expectedRevision of ['any', 'no_stream', 1n] as const) {
        expect(await rejectionOf(store.append(streamId, [newEvent(suite)], { expectedRevision }))).toBeInstanceOf(StreamDeletedError);
      }
    });
  });
}
