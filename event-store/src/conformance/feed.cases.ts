import { describe, expect, it } from 'vitest';
import { comparePositions, type RecordedEvent } from '../port';
import { collectFeed, idsOf, newEvent, newEvents, newStreamId, sleep, type SuiteContext } from './suite-context';

const WAKE_TIMEOUT_MS = 5_000;

function expectStrictlyIncreasing(events: readonly RecordedEvent[]): void {
  for (let index = 1; index < events.length; index += 1) {
    expect(comparePositions(events[index - 1]!.position, events[index]!.position)).toBe(-1);
  }
}

export function registerFeedCases(suite: SuiteContext): void {
  describe('the global feed', () => {
    it('resumes strictly after a checkpoint: small pages equal one full read, with no gap and no duplicate', async () => {
      const store = suite.store();
      const checkpoint = await store.headPosition();
      const category = `${suite.runId}_paged`;
      const appended = [];
      for (const stream of [newStreamId(suite, 'paged'), newStreamId(suite, 'paged'), newStreamId(suite, 'paged')]) {
        const events = newEvents(suite, 3);
        await store.append(stream, events);
        appended.push(...events);
      }
      const all = (events: readonly RecordedEvent[]) => events.length >= appended.length;
      const full = await collectFeed(store, { after: checkpoint, filter: { streamPrefixes: [category] }, limit: 1_000, until: all });
      const paged = await collectFeed(store, { after: checkpoint, filter: { streamPrefixes: [category] }, limit: 2, until: all });
      expect(idsOf(full)).toEqual(idsOf(appended));
      expect(idsOf(paged)).toEqual(idsOf(full));
      expectStrictlyIncreasing(paged);
      expect(paged.every((event) => comparePositions(event.position, checkpoint) > 0)).toBe(true);
      const wanted = new Set(idsOf(appended));
      const unfiltered = await collectFeed(store, {
        after: checkpoint,
        limit: 3,
        until: (events) => idsOf(events).filter((id) => wanted.has(id)).length >= wanted.size,
      });
      expect(idsOf(unfiltered).filter((id) => wanted.has(id))).toEqual(idsOf(appended));
      expect(new Set(idsOf(unfiltered)).size).toBe(unfiltered.length);
    });

    it('keeps each stream in revision order and appends that follow one another in that order', async () => {
      const store = suite.store();
      const [first, second] = [newStreamId(suite, 'ordered'), newStreamId(suite, 'ordered')];
      const appended = [];
      for (const stream of [first, second, first, second, first]) {
        const event = newEvent(suite);
        await store.append(stream, [event]);
        appended.push(event);
      }
      const feed = await collectFeed(store, {
        filter: { streamPrefixes: [`${suite.runId}_ordered`] },
        until: (events) => events.length >= appended.length,
      });
      expect(idsOf(feed)).toEqual(idsOf(appended));
      expect(feed.filter((event) => event.streamId === first).map((event) => event.revision)).toEqual([0n, 1n, 2n]);
      expectStrictlyIncreasing(feed);
    });

    it('filters by event type and by stream prefix', async () => {
      const store = suite.store();
      const [meal, dose] = [newStreamId(suite, 'meal'), newStreamId(suite, 'dose')];
      const [logged, corrected] = [newEvent(suite, 'MealLogged'), newEvent(suite, 'MealCorrected')];
      const doseLogged = newEvent(suite, 'DoseLogged');
      await store.append(meal, [logged, corrected]);
      await store.append(dose, [doseLogged]);
      const byType = await collectFeed(store, { filter: { eventTypes: [logged.type, doseLogged.type] }, until: (events) => events.length >= 2 });
      expect(idsOf(byType)).toEqual(idsOf([logged, doseLogged]));
      const byPrefix = await collectFeed(store, { filter: { streamPrefixes: [`${suite.runId}_meal`] }, until: (events) => events.length >= 2 });
      expect(idsOf(byPrefix)).toEqual(idsOf([logged, corrected]));
    });

    it('reports as head position a position at or beyond the last append', async () => {
      const store = suite.store();
      const result = await store.append(newStreamId(suite), [newEvent(suite)]);
      const deadline = Date.now() + WAKE_TIMEOUT_MS;
      let head = await store.headPosition();
      while (comparePositions(head, result.position) < 0 && Date.now() < deadline) {
        await sleep(20);
        head = await store.headPosition();
      }
      expect(comparePositions(head, result.position)).toBeGreaterThanOrEqual(0);
    });

    it('wakes a watcher after an append', async () => {
      const store = suite.store();
      let woken = false;
      const unsubscribe = store.watch(() => {
        woken = true;
      });
      const streamId = newStreamId(suite, 'watched');
      const deadline = Date.now() + WAKE_TIMEOUT_MS;
      // The watcher may still be connecting: keep appending until it hears one.
      while (!woken && Date.now() < deadline) {
        await store.append(streamId, [newEvent(suite)]);
        await sleep(50);
      }
      unsubscribe();
      expect(woken).toBe(true);
    });
  });
}
