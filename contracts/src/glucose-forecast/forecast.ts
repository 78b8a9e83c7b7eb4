import { ar2Forecast } from './ar2';
import { FITTED_MODEL } from './coefficients';
import { fittedForecast } from './fitted';
import type { ForecastPoint, ForecastReading } from './forecast-point';
import { FORECAST_MAX_GAP_MS, inTimeOrder, recentGrid } from './history';

export type { ForecastPoint, ForecastReading } from './forecast-point';
export { FORECAST_MAX_GAP_MS } from './history';

export interface ForecastOptions {
  /** Epoch ms of the present; a last reading older than FORECAST_MAX_AGE_MS before it gives no forecast. */
  now?: number;
  /**
   * 'warning' (the default, for alerts): each point is the lower of the fitted forecast and AR2, so
   * a low is never forecast later than Nightscout would. The fitted model learned from people who
   * treat their lows, and forecasts a fall near a low to slow down: the warning is what prompts that
   * treatment. 'estimate': the fitted forecast alone, the most accurate (bench/forecast).
   */
  use?: 'warning' | 'estimate';
}

/** Nightscout raises no forecast alarm from a last reading more than 10 minutes old. */
export const FORECAST_MAX_AGE_MS = 10 * 60_000;

/** AR2 from the last two readings in time order, unless they are a gap apart. */
export function ar2FromReadings(sorted: readonly ForecastReading[]): ForecastPoint[] {
  const current = sorted.at(-1);
  const prev = sorted.at(-2);
  if (!current || !prev || current.at === prev.at || current.at - prev.at > FORECAST_MAX_GAP_MS) return [];
  return ar2Forecast(prev, current);
}

/**
 * The next 60 minutes after the last reading, a point every 5 minutes with a widening interval:
 * the fitted model from the last 30 minutes, or AR2 from the last two readings when there are
 * not 30 minutes without a gap yet (a new sensor, after a signal loss). Empty when the recent
 * readings cannot support one (fewer than two, a gap of more than 15 minutes, too old).
 */
export function forecastGlucose(readings: readonly ForecastReading[], options: ForecastOptions = {}): ForecastPoint[] {
  const sorted = inTimeOrder(readings);
  const last = sorted.at(-1);
  if (!last || (options.now !== undefined && options.now - last.at > FORECAST_MAX_AGE_MS)) return [];
  const grid = recentGrid(sorted, FITTED_MODEL.lags);
  const ar2 = ar2FromReadings(sorted);
  if (!grid) return ar2;
  const fitted = fittedForecast(grid, last.at);
  return options.use === 'estimate' || !ar2.length ? fitted : fitted.map((point, i) => lowerOf(point, ar2[i]!));
}

function lowerOf(fitted: ForecastPoint, ar2: ForecastPoint): ForecastPoint {
  if (ar2.mgdl >= fitted.mgdl) return fitted;
  return { ...fitted, mgdl: ar2.mgdl, low: Math.min(fitted.low, ar2.mgdl) };
}
