import type { ForecastReading } from './forecast-point';
import { FORECAST_STEP_MS } from './forecast-point';

/** Two readings further apart than this (two missed 5-minute readings and more) are a gap. */
export const FORECAST_MAX_GAP_MS = 15 * 60_000;

/** Finite readings in time order. */
export function inTimeOrder(readings: readonly ForecastReading[]): ForecastReading[] {
  return readings.filter((r) => Number.isFinite(r.at) && Number.isFinite(r.mgdl)).sort((a, b) => a.at - b.at);
}

function valueAt(sorted: readonly ForecastReading[], at: number): number | undefined {
  let after = sorted.length - 1;
  while (after > 0 && sorted[after - 1]!.at >= at) after--;
  const next = sorted[after];
  const before = sorted[after - 1];
  if (!next || next.at < at) return undefined;
  if (next.at === at) return next.mgdl;
  if (!before || next.at - before.at > FORECAST_MAX_GAP_MS) return undefined;
  return before.mgdl + ((next.mgdl - before.mgdl) * (at - before.at)) / (next.at - before.at);
}

/**
 * The last reading and the values 5, 10, ... `steps` x 5 minutes before it, newest first,
 * interpolated between the readings around each instant (sensors send every 1 to 5 minutes, not
 * on the minute); undefined when the readings do not reach that far back or a gap is in between.
 */
export function recentGrid(sorted: readonly ForecastReading[], steps: number): number[] | undefined {
  const last = sorted.at(-1);
  if (!last) return undefined;
  const grid: number[] = [];
  for (let k = 0; k <= steps; k++) {
    const value = valueAt(sorted, last.at - k * FORECAST_STEP_MS);
    if (value === undefined) return undefined;
    grid.push(value);
  }
  return grid;
}
