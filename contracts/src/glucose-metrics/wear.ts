import { z } from 'zod';
import { MINUTE_MS, MINUTES_PER_DAY } from './sample';
import { oneDecimal, oneDecimalShortOf } from './summary';
import type { GlucoseTally } from './tally';

/** The sampling interval when too few readings tell it: the 5 minutes of most current sensors. */
export const DEFAULT_SAMPLING_INTERVAL_MINUTES = 5;
/** At least 14 days of data with the CGM active at least 70 % of the time (Battelino et al., Diabetes Care 2019). */
export const SUFFICIENT_WEAR_DAYS = 14;
export const SUFFICIENT_ACTIVE_PERCENT = 70;

/** Why GMI is not shown; every surface shows this instead of a number. */
export const GMI_NEEDS = `GMI needs ${SUFFICIENT_WEAR_DAYS} days of CGM data with ${SUFFICIENT_ACTIVE_PERCENT} % wear`;
export const GMI_NEEDS_CGM = 'GMI needs CGM data: finger-stick readings do not give it.';
export const GMI_NO_READINGS = 'GMI needs CGM data: there are no readings in this period.';

export const wearSchema = z.object({
  samplingIntervalMinutes: z.number(),
  /** % time CGM active: the time the readings cover over the period, to 0.1, never shown as 70.0 below 70. */
  activePercent: z.number(),
  /** The time the readings cover, in days, to 0.1. */
  wearDays: z.number(),
  /** The period that has happened (the window up to now, or the readings' own span), in days, to 0.1, never shown as 14.0 below 14. */
  periodDays: z.number(),
  /** A period of at least 14 days, at least 70 % of it covered, judged on the exact figures. */
  sufficient: z.boolean(),
});
export type Wear = z.infer<typeof wearSchema>;

/** The most frequent gap between consecutive readings (the smaller on a tie), as iglu's CGMS2DayByDay takes it. */
export function samplingIntervalOf(gapCounts: Readonly<Record<string, number>>): number {
  let best: [number, number] | null = null;
  for (const [gap, count] of Object.entries(gapCounts)) {
    const minutes = Number(gap);
    if (!best || count > best[1] || (count === best[1] && minutes < best[0])) best = [minutes, count];
  }
  return best?.[0] ?? DEFAULT_SAMPLING_INTERVAL_MINUTES;
}

export interface WearWindow {
  startMs: number;
  endMs: number;
  /** When the figures are computed; the part of the window after it has not happened yet. */
  asOfMs?: number;
}

/**
 * Minutes the readings cover, as iglu's active_percent counts them: each reading covers the time
 * to the next one up to one sampling interval, the last one a whole interval; the rest of a longer
 * gap is not covered. Readings closer together than the interval cover only their gap, so extra
 * readings between the sensor's own add nothing. Gaps are whole minutes, as the interval is.
 */
function coveredMinutesOf(tally: GlucoseTally, interval: number): number {
  let short = 0;
  for (const [gap, count] of Object.entries(tally.gapCounts)) if (Number(gap) < interval) short += (interval - Number(gap)) * count;
  return tally.count * interval - short;
}

/**
 * The period the figures cover, in whole minutes as the covered time is: the window asked for up
 * to now (today's remaining hours have not happened: they are neither worn nor missing), or
 * without a window the readings' own span.
 */
function periodMinutesOf(tally: GlucoseTally, window: WearWindow | null, intervalMs: number): number {
  const lastCoveredMs = tally.lastAt! + intervalMs;
  const periodMs = window ? Math.min(window.endMs, Math.max(window.asOfMs ?? window.endMs, lastCoveredMs)) - window.startMs : lastCoveredMs - tally.firstAt!;
  return Math.round(periodMs / MINUTE_MS);
}

/**
 * % time CGM active, days of wear and sufficiency from exact integers (minutes). Sufficiency is
 * judged on them before any rounding, and a figure judged against a threshold is never shown as
 * reaching it when it does not (oneDecimalShortOf): 69.98 % shows as 69.9 %, 13.96 days as 13.9.
 */
export function wearOf(tally: GlucoseTally, window: WearWindow | null): Wear | null {
  if (tally.count === 0 || tally.firstAt === null || tally.lastAt === null) return null;
  const interval = samplingIntervalOf(tally.gapCounts);
  const periodMinutes = periodMinutesOf(tally, window, interval * MINUTE_MS);
  const covered = Math.min(coveredMinutesOf(tally, interval), periodMinutes);
  return {
    samplingIntervalMinutes: interval,
    activePercent: oneDecimalShortOf(covered * 100, periodMinutes, SUFFICIENT_ACTIVE_PERCENT),
    wearDays: oneDecimal(covered / MINUTES_PER_DAY),
    periodDays: oneDecimalShortOf(periodMinutes, MINUTES_PER_DAY, SUFFICIENT_WEAR_DAYS),
    sufficient: periodMinutes >= SUFFICIENT_WEAR_DAYS * MINUTES_PER_DAY && covered * 100 >= SUFFICIENT_ACTIVE_PERCENT * periodMinutes,
  };
}

/** Why GMI is not reported for a sensor period, or null when it is (Battelino et al., Diabetes Care 2019). */
export function gmiWithheldReason(wear: Wear): string | null {
  if (wear.sufficient) return null;
  return `${GMI_NEEDS}; this period has ${wear.periodDays.toFixed(1)} days, CGM active ${wear.activePercent.toFixed(1)} %.`;
}
