import { z } from 'zod';

/**
 * A CGM's trend arrow, as Dexcom names it and Nightscout stores it: the rate of change over the
 * last 15 minutes (DoubleUp > 3, SingleUp 2-3, FortyFiveUp 1-2, Flat < 1 mg/dL per minute).
 * TripleUp and TripleDown are Nightscout's names for faster changes (xDrip+ and Nightguard send them).
 */
export const TREND_DIRECTIONS = [
  'TripleUp',
  'DoubleUp',
  'SingleUp',
  'FortyFiveUp',
  'Flat',
  'FortyFiveDown',
  'SingleDown',
  'DoubleDown',
  'TripleDown',
  'NOT COMPUTABLE',
  'RATE OUT OF RANGE',
  'NONE',
] as const;
export const trendDirectionSchema = z.enum(TREND_DIRECTIONS);
export type TrendDirection = z.infer<typeof trendDirectionSchema>;

/** Dexcom's numeric trend (0-9), which some uploaders send instead of the name. */
const DEXCOM_TRENDS: Readonly<Record<number, TrendDirection>> = {
  0: 'NONE',
  1: 'DoubleUp',
  2: 'SingleUp',
  3: 'FortyFiveUp',
  4: 'Flat',
  5: 'FortyFiveDown',
  6: 'SingleDown',
  7: 'DoubleDown',
  8: 'NOT COMPUTABLE',
  9: 'RATE OUT OF RANGE',
};

/** The direction named by a source, or undefined when it names none we know. */
export function trendDirectionOf(direction: unknown, trend?: unknown): TrendDirection | undefined {
  const named = trendDirectionSchema.safeParse(direction);
  if (named.success) return named.data;
  return typeof trend === 'number' ? DEXCOM_TRENDS[trend] : undefined;
}
