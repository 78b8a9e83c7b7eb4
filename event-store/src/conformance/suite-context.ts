import { randomUUID } from 'node:crypto';
import type { ConformanceOptions } from './describe-event-store-conformance';
import { START, type AllFilter, type EventStore, type EventToAppend, type JsonObject, type Position, type RecordedEvent } from '../port';

export interface SuiteContext {
  store(): EventStore;
  options: ConformanceOptions;
  /** Unique to one run of the suite; prefixes its streams and event types. */
  runId: string;
}

/** A stream of its own for one case, in a category unique to this run. */
export function newStreamId(suite: SuiteContext, category = 'thing'): string {
  return `${suite.runId}_${category}-${randomUUID()}`;
}

export function newEvent(suite: SuiteContext, type = 'ThingNoted', data: JsonObject = {}): EventToAppend {
  return { eventId: randomUUID(), type: `${suite.runId}.${type}`, data, metadata: { correlationId: randomUUID() } };
}

export function newEvents(suite: SuiteContext, count: number, type?: string): EventToAppend[] {
  return Array.from({ length: count }, (_, index) => newEvent(suite, type, { index }));
}

/** The error a promise rejects with; fails when it resolves. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('Expected a rejection, but the promise resolved');
}

export interface FeedCollection {
  after?: Position;
  filter?: AllFilter;
  limit?: number;
  until(events: readonly RecordedEvent[]): boolean;
  timeoutMs?: number;
}

/**
 * Pages through the feed from a checkpoint as a projector would, polling until `until` holds or
 * the time is up: a store may hold events back until older transactions settle.
 */
export async function collectFeed(store: EventStore, { after = START, filter, limit = 100, until, timeoutMs = 5_000 }: FeedCollection): Promise<RecordedEvent[]> {
  const collected: RecordedEvent[] = [];
  const deadline = Date.now() + timeoutMs;
  let cursor = after;
  while (!until(collected) && Date.now() < deadline) {
    const page = await store.readAll({ after: cursor, limit, ...(filter ? { filter } : {}) });
    collected.push(...page);
    cursor = page.at(-1)?.position ?? cursor;
    if (page.length < limit) await sleep(20);
  }
  return collected;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function idsOf(events: readonly { eventId: string }[]): string[] {
  return events.map((event) => event.eventId.toLowerCase());
}
