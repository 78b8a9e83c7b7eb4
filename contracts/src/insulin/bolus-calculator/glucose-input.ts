import type { Trend } from '../../glucose-metrics/trend';

/** A CGM value older than this is not used for a correction. */
export const CGM_MAX_AGE_MINUTES = 15;

/** The glucose a calculation starts from: typed by the person, or the CGM's latest value. */
export type BolusGlucose = { source: 'typed'; mgdl: number } | { source: 'cgm'; mgdl: number; takenAt: Date; trend: Trend | null };

/** The glucose as the calculation saw it; `used` is false for a CGM value too old to correct from. */
export interface GlucoseAsUsed {
  mgdl: number;
  source: BolusGlucose['source'];
  /** Whole minutes since the CGM took it; null for a typed value. */
  ageMinutes: number | null;
  trend: Trend | null;
  used: boolean;
}

export function glucoseAsUsed(glucose: BolusGlucose | undefined, now: Date): GlucoseAsUsed | null {
  if (!glucose) return null;
  if (glucose.source === 'typed') return { mgdl: glucose.mgdl, source: 'typed', ageMinutes: null, trend: null, used: true };
  const ageMinutes = Math.max(0, Math.floor((now.getTime() - glucose.takenAt.getTime()) / 60_000));
  return { mgdl: glucose.mgdl, source: 'cgm', ageMinutes, trend: glucose.trend, used: ageMinutes <= CGM_MAX_AGE_MINUTES };
}
