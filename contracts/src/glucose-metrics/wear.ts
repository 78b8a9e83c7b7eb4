import { z } from 'zod';
import { DAY_MS, MINUTE_MS } from './sample';
import { oneDecimal } from './summary';
import type { GlucoseTally } from './tally';

/** The sampling interval when too few readings tell it: the 5 minutes of most current sensors. */
export const DEFAULT_SAMPLING_INTERVAL_MINUTES = 5;
/** At least 14 days of wear with at least 70 % of the possible readings (Battelino et al., Diabetes Care 2019). */
export const SUFFICIENT_WEAR_DAYS = 14;
export const SUFFICIENT_ACTIVE_PERCENT = 70;

export const wearSchema = z.object({
  samplingIntervalMinutes: z.number(),
  /** % time CGM active: readings x sampling interval over the period, to 0.1, at most 100. */
  activePercent: z.number(),
  /** From the first to the last sensor reading (plus one interval), days to 0.1. */
  wearDays: z.number(),
  periodDays: z.number(),
  /** At least 14 days of wear and at least 70 % active. */
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
 * % time CGM active as iglu's active_percent computes it: readings x interval over the period.
 * The period is the elapsed part of the window asked for, or without one the readings' own span.
 * The part of a window still to come (today's remaining hours) can hold no readings: it is left
 * out of the period and counts neither for nor against the 14 days of wear, so a sensor worn the
 * whole time is sufficient in a 14-day window that ends today.
 */
export function wearOf(tally: GlucoseTally, window: WearWindow | null): Wear | null {
  if (tally.count === 0 || tally.firstAt === null || tally.lastAt === null) return null;
  const interval = samplingIntervalOf(tally.gapCounts);
  const intervalMs = interval * MINUTE_MS;
  const spanMs = tally.lastAt - tally.firstAt + intervalMs;
  const elapsedEndMs = window ? Math.min(window.endMs, Math.max(window.asOfMs ?? window.endMs, tally.lastAt + intervalMs)) : 0;
  const periodMs = window ? elapsedEndMs - window.startMs : spanMs;
  const unelapsedDays = window ? oneDecimal((window.endMs - elapsedEndMs) / DAY_MS) : 0;
  const activePercent = oneDecimal(Math.min(100, ((tally.count * intervalMs) / periodMs) * 100));
  const wearDays = oneDecimal(Math.min(spanMs, periodMs) / DAY_MS);
  return {
    samplingIntervalMinutes: interval,
    activePercent,
    wearDays,
    periodDays: oneDecimal(periodMs / DAY_MS),
    sufficient: wearDays + unelapsedDays >= SUFFICIENT_WEAR_DAYS && activePercent >= SUFFICIENT_ACTIVE_PERCENT,
  };
}
