import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe } from 'vitest';
import type { EventStore, EventToAppend } from '../port';
import { registerAppendManyCases } from './append-many.cases';
import { registerConcurrentTransactionCases } from './concurrent-transactions.cases';
import { registerDeletionCases } from './deletion.cases';
import { registerExpectedRevisionCases } from './expected-revision.cases';
import { registerFeedCases } from './feed.cases';
import { registerStreamReadCases } from './stream-reads.cases';
import type { SuiteContext } from './suite-context';

export interface ConformanceSubject {
  store: EventStore;
  cleanup(): Promise<void>;
}

/** An append whose transaction stays open until `commit`. */
export interface SlowAppend {
  commit(): Promise<void>;
}

export interface ConformanceOptions {
  /** The store refuses an event id already recorded anywhere else in the log (ESDB checks per stream only). */
  globallyUniqueEventIds?: boolean;
  /** Stores with reader-visible transactions (Postgres): begin an append and hold its transaction open. */
  beginSlowAppend?: (streamId: string, events: readonly EventToAppend[]) => Promise<SlowAppend>;
}

/**
 * Registers the vitest cases every event-store adapter must pass. Each run uses its own stream
 * prefix and event types, so the suite also runs against a server that already holds data.
 */
export function describeEventStoreConformance(name: string, factory: () => Promise<ConformanceSubject>, options: ConformanceOptions = {}): void {
  describe(name, () => {
    let subject: ConformanceSubject | undefined;
    const suite: SuiteContext = {
      store() {
        if (!subject) throw new Error(`${name}: the store was not created`);
        return subject.store;
      },
      options,
      runId: `c${randomBytes(4).toString('hex')}`,
    };
    beforeAll(async () => {
      subject = await factory();
    });
    afterAll(async () => {
      await subject?.cleanup();
    });
    registerExpectedRevisionCases(suite);
    registerStreamReadCases(suite);
    registerDeletionCases(suite);
    registerFeedCases(suite);
    registerConcurrentTransactionCases(suite);
    registerAppendManyCases(suite);
  });
}
