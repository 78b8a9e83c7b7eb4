/**
 * How well the forecast did on a trace: at each reading, the forecast made from the readings up
 * to it, AR2 (Nightscout's) and the last value carried forward, each against the reading 15, 30
 * and 60 minutes later (within 2.5 minutes of it). All three are judged at the same readings: those
 * where the forecast and AR2 both give one and the later reading exists.
 */
import { clarkeZone } from './clarke';
import { ar2FromReadings, forecastGlucose } from './forecast';
import type { ForecastReading } from './forecast-point';
import { FORECAST_STEP_MS } from './forecast-point';
import { inTimeOrder } from './history';

export const FIGURE_HORIZONS_MINUTES = [15, 30, 60] as const;
export type FigureHorizon = (typeof FIGURE_HORIZONS_MINUTES)[number];
export const FORECAST_METHODS = ['forecast', 'ar2', 'persistence'] as const;
export type ForecastMethod = (typeof FORECAST_METHODS)[number];

/** Squared errors and Clarke A+B counts, summed so traces can be pooled. */
export interface ErrorTally {
  count: number;
  squaredError: number;
  clarkeAB: number;
}
export type ForecastTallies = Record<ForecastMethod, Record<FigureHorizon, ErrorTally>>;

export interface ForecastFigures {
  rmse15: number | null;
  rmse30: number | null;
  rmse60: number | null;
  ar2Rmse30: number | null;
  persistenceRmse30: number | null;
  /** Share (0..1) of 30-minute forecasts in Clarke zones A and B. */
  clarkeAB30: number | null;
}

const MATCH_MS = 2.5 * 60_000;
/** Readings enough for 30 minutes of history from a sensor sending every minute. */
const WINDOW = 40;

export function emptyTallies(): ForecastTallies {
  const horizons = () => ({ 15: tally(), 30: tally(), 60: tally() });
  return { forecast: horizons(), ar2: horizons(), persistence: horizons() };
}

const tally = (): ErrorTally => ({ count: 0, squaredError: 0, clarkeAB: 0 });

function add(into: ErrorTally, actual: number, value: number): void {
  into.count++;
  into.squaredError += (value - actual) ** 2;
  if ('AB'.includes(clarkeZone(actual, value))) into.clarkeAB++;
}

/** The reading nearest `at` (sorted readings, binary search), if within 2.5 minutes of it. */
export function readingNear(sorted: readonly ForecastReading[], at: number): ForecastReading | undefined {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]!.at < at) lo = mid + 1;
    else hi = mid;
  }
  const near = [sorted[lo - 1], sorted[lo]].filter((r) => r && Math.abs(r.at - at) <= MATCH_MS) as ForecastReading[];
  return near.sort((a, b) => Math.abs(a.at - at) - Math.abs(b.at - at))[0];
}

export function tallyForecasts(readings: readonly ForecastReading[], into: ForecastTallies = emptyTallies()): ForecastTallies {
  const sorted = inTimeOrder(readings);
  sorted.forEach((origin, i) => {
    const window = sorted.slice(Math.max(0, i + 1 - WINDOW), i + 1);
    const forecast = forecastGlucose(window, { use: 'estimate' });
    const ar2 = ar2FromReadings(window);
    if (!forecast.length || !ar2.length) return;
    for (const horizon of FIGURE_HORIZONS_MINUTES) {
      const actual = readingNear(sorted, origin.at + horizon * 60_000);
      if (!actual) continue;
      const step = (horizon * 60_000) / FORECAST_STEP_MS - 1;
      add(into.forecast[horizon], actual.mgdl, forecast[step]!.mgdl);
      add(into.ar2[horizon], actual.mgdl, ar2[step]!.mgdl);
      add(into.persistence[horizon], actual.mgdl, origin.mgdl);
    }
  });
  return into;
}

export const rmseOf = (t: ErrorTally): number | null => (t.count ? Math.sqrt(t.squaredError / t.count) : null);
export const clarkeABOf = (t: ErrorTally): number | null => (t.count ? t.clarkeAB / t.count : null);

export function figuresOf(tallies: ForecastTallies): ForecastFigures {
  return {
    rmse15: rmseOf(tallies.forecast[15]),
    rmse30: rmseOf(tallies.forecast[30]),
    rmse60: rmseOf(tallies.forecast[60]),
    ar2Rmse30: rmseOf(tallies.ar2[30]),
    persistenceRmse30: rmseOf(tallies.persistence[30]),
    clarkeAB30: clarkeABOf(tallies.forecast[30]),
  };
}

/** RMSE (mg/dL) at 15, 30 and 60 minutes and the 30-minute Clarke A+B share of a trace. */
export function forecastFigures(readings: readonly ForecastReading[]): ForecastFigures {
  return figuresOf(tallyForecasts(readings));
}
