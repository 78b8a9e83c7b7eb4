import { DAY_MS, GlucoseReadingsShredded, streamIds } from '@glyco/contracts';
import { appendEvents, newEvent, periodOf, readStreamOrEmpty, type EventStore, type PersonKeys } from '@glyco/event-store';

export interface RetentionDeps {
  keys: PersonKeys;
  store: EventStore;
  retentionDays: number;
  now: () => Date;
}

export interface RetentionOutcome {
  /** Readings taken before this instant are gone. */
  before: string;
  /** Month keys destroyed by this run. */
  shredded: number;
}

/**
 * Destroys the month keys of every month that ended more than `retentionDays` ago, so each
 * reading goes at most a month after its time is up, never before; then records the shredding,
 * from which each read model drops those rows. A run that destroyed nothing and finds the same
 * instant recorded appends nothing.
 */
export async function shredExpiredReadings({ keys, store, retentionDays, now }: RetentionDeps): Promise<RetentionOutcome> {
  const period = periodOf(new Date(now().getTime() - retentionDays * DAY_MS));
  const before = new Date(`${period}-01T00:00:00.000Z`).toISOString();
  const shredded = await keys.shredPeriodsBefore(period);
  const stream = streamIds.glucoseRetention();
  const last = (await readStreamOrEmpty(store, stream)).at(-1);
  if (shredded === 0 && last?.data.before === before) return { before, shredded };
  const at = now();
  const context = { actor: { userId: 'retention-worker', role: 'system' as const }, correlationId: `retention-${at.toISOString()}`, now: at };
  await appendEvents(store, stream, [newEvent(GlucoseReadingsShredded, { before, retentionDays })], context, 'any');
  return { before, shredded };
}
