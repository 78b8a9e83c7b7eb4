import { ar2Forecast } from './ar2';
import type { ForecastPoint, ForecastReading } from './forecast-point';

export type { ForecastPoint, ForecastReading } from './forecast-point';

export interface ForecastOptions {
  /** Epoch ms of the present; a last reading older than FORECAST_MAX_AGE_MS before it gives no forecast. */
  now?: number;
}

/** Nightscout raises no forecast alarm from a last reading more than 10 minutes old. */
export const FORECAST_MAX_AGE_MS = 10 * 60_000;
/** Two readings further apart than this (two missed 5-minute readings and more) are a gap. */
export const FORECAST_MAX_GAP_MS = 15 * 60_000;

/** The last two readings by time, or undefined when there are fewer than two or they are a gap apart. */
function lastTwo(readings: readonly ForecastReading[]): [ForecastReading, ForecastReading] | undefined {
  const sorted = readings.filter((r) => Number.isFinite(r.at) && Number.isFinite(r.mgdl)).sort((a, b) => a.at - b.at);
  const current = sorted.at(-1);
  const prev = sorted.at(-2);
  if (!current || !prev || current.at - prev.at > FORECAST_MAX_GAP_MS || current.at === prev.at) return undefined;
  return [prev, current];
}

/**
 * The next 60 minutes after the last reading, a point every 5 minutes with a widening interval;
 * empty when the recent readings cannot support one (fewer than two, a gap, too old).
 */
export function forecastGlucose(readings: readonly ForecastReading[], options: ForecastOptions = {}): ForecastPoint[] {
  const pair = lastTwo(readings);
  if (!pair) return [];
  if (options.now !== undefined && options.now - pair[1].at > FORECAST_MAX_AGE_MS) return [];
  return ar2Forecast(pair[0], pair[1]);
}
