import type { TrendDirection } from '../glucose/trend';
import { epochMsOf } from './sample';

/**
 * The trend arrow of the current glucose, from the rate of change over the last 15 minutes, as
 * CGM makers draw it (Dexcom G6/G7 user guides; FreeStyle Libre uses the same 1 and 2 mg/dL/min
 * steps): rising or falling quickly beyond 3 mg/dL/min, rising or falling 2-3, slowly 1-2, steady
 * within 1 mg/dL/min.
 */
export const TREND_WINDOW_MINUTES = 15;
export const TRENDS = ['risingQuickly', 'rising', 'risingSlowly', 'steady', 'fallingSlowly', 'falling', 'fallingQuickly'] as const;
export type Trend = (typeof TRENDS)[number];

export const TREND_ARROWS: Readonly<Record<Trend, { arrow: string; label: string }>> = Object.freeze({
  risingQuickly: { arrow: '⇈', label: 'Rising quickly' },
  rising: { arrow: '↑', label: 'Rising' },
  risingSlowly: { arrow: '↗', label: 'Rising slowly' },
  steady: { arrow: '→', label: 'Steady' },
  fallingSlowly: { arrow: '↘', label: 'Falling slowly' },
  falling: { arrow: '↓', label: 'Falling' },
  fallingQuickly: { arrow: '⇊', label: 'Falling quickly' },
});

export interface GlucoseTrend {
  trend: Trend;
  /** mg/dL per minute over the last 15 minutes. */
  rateMgdlPerMinute: number;
}

export function trendOfRate(rate: number): Trend {
  if (rate > 3) return 'risingQuickly';
  if (rate > 2) return 'rising';
  if (rate > 1) return 'risingSlowly';
  if (rate >= -1) return 'steady';
  if (rate >= -2) return 'fallingSlowly';
  if (rate >= -3) return 'falling';
  return 'fallingQuickly';
}

/**
 * The trend of the newest reading: the least-squares slope of the readings of the 15 minutes up
 * to it. Pass sensor readings only: finger-sticks are too sparse for a trend. Null without at
 * least two readings in that window spanning at least 5 minutes.
 */
export function glucoseTrend(readings: readonly { value: number; timestamp: Date | string | number }[]): GlucoseTrend | null {
  if (readings.length === 0) return null;
  const points = readings.map((reading) => ({ at: epochMsOf(reading.timestamp) / 60_000, value: reading.value }));
  const newest = Math.max(...points.map((point) => point.at));
  const recent = points.filter((point) => point.at >= newest - TREND_WINDOW_MINUTES);
  if (recent.length < 2 || newest - Math.min(...recent.map((point) => point.at)) < 5) return null;
  const meanAt = recent.reduce((sum, point) => sum + point.at, 0) / recent.length;
  const meanValue = recent.reduce((sum, point) => sum + point.value, 0) / recent.length;
  const covariance = recent.reduce((sum, point) => sum + (point.at - meanAt) * (point.value - meanValue), 0);
  const variance = recent.reduce((sum, point) => sum + (point.at - meanAt) ** 2, 0);
  const rate = Math.round((covariance / variance) * 100) / 100;
  return { trend: trendOfRate(rate), rateMgdlPerMinute: rate };
}

/** Each arrow a CGM names (Dexcom's steps, as in `TrendDirection`) as the trend it draws; the rest name no trend. */
const TREND_OF_DIRECTION: Readonly<Partial<Record<TrendDirection, Trend>>> = {
  TripleUp: 'risingQuickly',
  DoubleUp: 'risingQuickly',
  SingleUp: 'rising',
  FortyFiveUp: 'risingSlowly',
  Flat: 'steady',
  FortyFiveDown: 'fallingSlowly',
  SingleDown: 'falling',
  DoubleDown: 'fallingQuickly',
  TripleDown: 'fallingQuickly',
};

/** The trend of the arrow a device sent with its reading; null for none or one it could not compute. */
export function trendOfDirection(direction: TrendDirection | null | undefined): Trend | null {
  return (direction && TREND_OF_DIRECTION[direction]) ?? null;
}
