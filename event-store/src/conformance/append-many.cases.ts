import { describe, expect, it } from 'vitest';
import { DuplicateEventIdError, InvalidAppendError } from '../append-errors';
import { comparePositions, StreamDeletedError, type StreamWrite } from '../port';
import { collectFeed, idsOf, newEvent, newEvents, newStreamId, rejectionOf, type SuiteContext } from './suite-context';

/** Enough writes for a set-based store to need several statements, few enough for any store. */
const MANY_WRITES = 2_500;

export function registerAppendManyCases(suite: SuiteContext): void {
  describe('appending to many streams at once', () => {
    it('appends every write, reports each next revision and the position of the last event', async () => {
      const store = suite.store();
      const existing = newStreamId(suite, 'many');
      await store.append(existing, newEvents(suite, 2));
      const writes: StreamWrite[] = [
        { streamId: newStreamId(suite, 'many'), events: newEvents(suite, 3), expectedRevision: 'no_stream' },
        { streamId: existing, events: [newEvent(suite)], expectedRevision: 1n },
        { streamId: newStreamId(suite, 'many'), events: [newEvent(suite)], expectedRevision: 'any' },
      ];
      const result = await store.appendMany(writes);
      expect(result.outcomes).toEqual([
        { streamId: writes[0]!.streamId, status: 'appended', nextExpectedRevision: 2n },
        { streamId: existing, status: 'appended', nextExpectedRevision: 2n },
        { streamId: writes[2]!.streamId, status: 'appended', nextExpectedRevision: 0n },
      ]);
      const written = writes.flatMap((write) => write.events);
      const feed = await collectFeed(store, { filter: { streamPrefixes: [`${suite.runId}_many`] }, until: (events) => events.length >= 6 });
      expect(idsOf(feed).slice(2)).toEqual(idsOf(written));
      expect(result.position).toEqual(feed.at(-1)!.position);
      expect(idsOf(await store.readStream(existing, { fromRevision: 2n }))).toEqual(idsOf(writes[1]!.events));
    });

    it('skips and reports a write whose expected revision does not hold, and appends the others', async () => {
      const store = suite.store();
      const [existing, missing, fresh] = [newStreamId(suite), newStreamId(suite), newStreamId(suite)];
      await store.append(existing, newEvents(suite, 2));
      const result = await store.appendMany([
        { streamId: existing, events: [newEvent(suite)], expectedRevision: 'no_stream' },
        { streamId: missing, events: [newEvent(suite)], expectedRevision: 'stream_exists' },
        { streamId: fresh, events: [newEvent(suite)], expectedRevision: 'no_stream' },
      ]);
      expect(result.outcomes).toEqual([
        { streamId: existing, status: 'conflict', actual: 1n },
        { streamId: missing, status: 'conflict', actual: 'no_stream' },
        { streamId: fresh, status: 'appended', nextExpectedRevision: 0n },
      ]);
      expect(await store.readStream(existing)).toHaveLength(2);
      expect(await store.readStreamHeads([missing])).toEqual(new Map());
      const stale = await store.appendMany([{ streamId: existing, events: [newEvent(suite)], expectedRevision: 0n }]);
      expect(stale).toEqual({ outcomes: [{ streamId: existing, status: 'conflict', actual: 1n }], position: undefined });
    });

    it('reports a retry of the same events at the same place as appended, and writes nothing', async () => {
      const store = suite.store();
      const writes: StreamWrite[] = [
        { streamId: newStreamId(suite), events: newEvents(suite, 2), expectedRevision: 'no_stream' },
        { streamId: newStreamId(suite), events: [newEvent(suite)], expectedRevision: 'no_stream' },
      ];
      const first = await store.appendMany(writes);
      expect(await store.appendMany(writes)).toEqual(first);
      expect(await store.append(writes[1]!.streamId, writes[1]!.events, { expectedRevision: 'no_stream' })).toMatchObject({ nextExpectedRevision: 0n });
      expect(await store.readStream(writes[0]!.streamId)).toHaveLength(2);
    });

    it('answers an empty call with no outcome and no position', async () => {
      expect(await suite.store().appendMany([])).toEqual({ outcomes: [], position: undefined });
    });

    it('refuses the whole call for an invalid write, a stream named twice or an event id used twice', async () => {
      const store = suite.store();
      const valid = (): StreamWrite => ({ streamId: newStreamId(suite), events: [newEvent(suite)], expectedRevision: 'any' });
      const shared = newEvent(suite);
      const twice = valid();
      const refusals = [
        [{ streamId: newStreamId(suite), events: [], expectedRevision: 'any' }, valid()],
        [twice, { ...twice, events: [newEvent(suite)] }],
        [{ ...valid(), events: [shared] }, { ...valid(), events: [shared] }],
      ] satisfies StreamWrite[][];
      for (const writes of refusals) {
        expect(await rejectionOf(store.appendMany([valid(), ...writes]))).toBeInstanceOf(InvalidAppendError);
      }
      const named = refusals.flat().map((write) => write.streamId);
      expect(await store.readStreamHeads(named)).toEqual(new Map());
    });

    it('recreates a soft-deleted stream with no_stream, revisions continuing, and refuses a tombstoned one', async () => {
      const store = suite.store();
      const [softDeleted, tombstoned] = [newStreamId(suite), newStreamId(suite)];
      await store.append(softDeleted, newEvents(suite, 2));
      await store.softDelete(softDeleted);
      await store.append(tombstoned, [newEvent(suite)]);
      await store.tombstone(tombstoned);
      const result = await store.appendMany([{ streamId: softDeleted, events: [newEvent(suite)], expectedRevision: 'no_stream' }]);
      expect(result.outcomes).toEqual([{ streamId: softDeleted, status: 'appended', nextExpectedRevision: 2n }]);
      const refused = await rejectionOf(store.appendMany([{ streamId: tombstoned, events: [newEvent(suite)], expectedRevision: 'any' }]));
      expect(refused).toBeInstanceOf(StreamDeletedError);
    });

    it.runIf(suite.options.globallyUniqueEventIds)('refuses an event id recorded elsewhere and writes nothing', async () => {
      const store = suite.store();
      const recorded = newEvent(suite);
      await store.append(newStreamId(suite), [recorded]);
      const fresh: StreamWrite = { streamId: newStreamId(suite), events: [newEvent(suite)], expectedRevision: 'no_stream' };
      const error = await rejectionOf(store.appendMany([fresh, { streamId: newStreamId(suite), events: [recorded], expectedRevision: 'any' }]));
      expect(error).toBeInstanceOf(DuplicateEventIdError);
      expect(await store.readStreamHeads([fresh.streamId])).toEqual(new Map());
    });

    it(`appends ${MANY_WRITES} writes in one call, in the order of the writes`, async () => {
      const store = suite.store();
      const writes: StreamWrite[] = Array.from({ length: MANY_WRITES }, (_, index) => ({
        streamId: newStreamId(suite, 'bulk'),
        events: newEvents(suite, 1 + (index % 3)),
        expectedRevision: 'no_stream',
      }));
      const result = await store.appendMany(writes);
      expect(result.outcomes.map((outcome) => outcome.status === 'appended' && outcome.nextExpectedRevision)).toEqual(
        writes.map((write) => BigInt(write.events.length - 1)),
      );
      const heads = await store.readStreamHeads(writes.map((write) => write.streamId));
      expect(heads.size).toBe(MANY_WRITES);
      const last = writes.at(-1)!;
      expect(heads.get(last.streamId)).toEqual({ revision: BigInt(last.events.length - 1), lastEventType: last.events.at(-1)!.type });
      const tail = await store.readStream(last.streamId, { direction: 'backwards', maxCount: 1 });
      expect(comparePositions(tail[0]!.position, result.position!)).toBe(0);
    }, 60_000);
  });

  describe('reading stream heads', () => {
    it('gives the revision and type of the last event of each readable stream, and leaves out the others', async () => {
      const store = suite.store();
      const [live, missing, softDeleted, recreated, tombstoned] = [newStreamId(suite), newStreamId(suite), newStreamId(suite), newStreamId(suite), newStreamId(suite)];
      await store.append(live, [newEvent(suite, 'First'), newEvent(suite, 'Second')]);
      for (const streamId of [softDeleted, recreated, tombstoned]) await store.append(streamId, newEvents(suite, 2));
      await store.softDelete(softDeleted);
      await store.softDelete(recreated);
      await store.append(recreated, [newEvent(suite, 'Again')], { expectedRevision: 'no_stream' });
      await store.tombstone(tombstoned);
      const heads = await store.readStreamHeads([live, missing, softDeleted, recreated, tombstoned]);
      expect(heads).toEqual(
        new Map([
          [live, { revision: 1n, lastEventType: `${suite.runId}.Second` }],
          [recreated, { revision: 2n, lastEventType: `${suite.runId}.Again` }],
        ]),
      );
      expect(await store.readStreamHeads([])).toEqual(new Map());
    });
  });
}
