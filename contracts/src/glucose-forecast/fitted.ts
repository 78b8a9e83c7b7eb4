/**
 * The fitted forecast: for each horizon h (5 to 60 minutes), the change from the last reading is a
 * linear function of the last reading's distance from 140 mg/dL and of the last six 5-minute
 * changes (30 minutes of history), fitted by ridge regression on CGM traces of adults with type 1
 * diabetes (bench/forecast/fit.ts; coefficients in coefficients.ts). The interval is the 10th to
 * 90th percentile of the fit's own errors at that horizon.
 */
import { FITTED_MODEL } from './coefficients';
import type { ForecastPoint } from './forecast-point';
import { FORECAST_STEP_MS } from './forecast-point';

export interface FittedForecastModel {
  /** 5-minute changes the model reads, newest first. */
  lags: number;
  /** One row a horizon: intercept, weight of (last - 140), then one weight a change. */
  weights: readonly (readonly number[])[];
  /** One a horizon: the 10th and 90th percentiles of (actual - forecast) on the fit's traces. */
  low: readonly number[];
  high: readonly number[];
}

const CENTRE_MGDL = 140;
const MIN_MGDL = 40;
const MAX_MGDL = 400;

const clampRound = (mgdl: number): number => Math.max(MIN_MGDL, Math.min(MAX_MGDL, Math.round(mgdl)));

/** The model's inputs from a grid of values 5 minutes apart, newest first. */
export function fittedFeatures(grid: readonly number[], lags: number): number[] {
  const features = [1, grid[0]! - CENTRE_MGDL];
  for (let k = 0; k < lags; k++) features.push(grid[k]! - grid[k + 1]!);
  return features;
}

/** The forecast change from the last value at each horizon, unrounded. */
export function fittedChanges(grid: readonly number[], model: FittedForecastModel = FITTED_MODEL): number[] {
  const features = fittedFeatures(grid, model.lags);
  return model.weights.map((row) => row.reduce((sum, weight, i) => sum + weight * features[i]!, 0));
}

/** Points after `lastAt` from a grid of `model.lags + 1` values 5 minutes apart, newest first. */
export function fittedForecast(grid: readonly number[], lastAt: number, model: FittedForecastModel = FITTED_MODEL): ForecastPoint[] {
  return fittedChanges(grid, model).map((change, step) => {
    const mgdl = grid[0]! + change;
    return {
      at: lastAt + (step + 1) * FORECAST_STEP_MS,
      mgdl: clampRound(mgdl),
      low: clampRound(mgdl + model.low[step]!),
      high: clampRound(mgdl + model.high[step]!),
    };
  });
}
