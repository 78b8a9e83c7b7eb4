import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../port';
import { idsOf, newEvent, newStreamId, sleep, type SuiteContext } from './suite-context';

const SETTLE_TIMEOUT_MS = 5_000;

export function registerConcurrentTransactionCases(suite: SuiteContext): void {
  const beginSlowAppend = suite.options.beginSlowAppend;
  describe.runIf(beginSlowAppend)('concurrent transactions', () => {
    it('delivers an earlier transaction that commits after a later one to a reader polling from its checkpoint', async () => {
      const store = suite.store();
      const filter = { streamPrefixes: [`${suite.runId}_race`] };
      let cursor = await store.headPosition();
      const received: RecordedEvent[] = [];
      const poll = async () => {
        const page = await store.readAll({ after: cursor, limit: 100, filter });
        received.push(...page);
        cursor = page.at(-1)?.position ?? cursor;
      };
      const [slowEvent, fastEvent] = [newEvent(suite, 'Slow'), newEvent(suite, 'Fast')];
      const slow = await beginSlowAppend!(newStreamId(suite, 'race'), [slowEvent]);
      await store.append(newStreamId(suite, 'race'), [fastEvent]);
      await poll();
      await poll();
      await slow.commit();
      const deadline = Date.now() + SETTLE_TIMEOUT_MS;
      while (received.length < 2 && Date.now() < deadline) {
        await poll();
        await sleep(20);
      }
      expect(idsOf(received).sort()).toEqual(idsOf([slowEvent, fastEvent]).sort());
    });
  });
}
