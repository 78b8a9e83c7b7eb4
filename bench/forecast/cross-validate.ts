/**
 * `npx tsx bench/forecast/cross-validate.ts`: how the model was chosen, on the fit subjects alone
 * (4 folds by subject; the evaluation subjects and the second source are not read). For each
 * candidate: the 30-minute RMSE against AR2's at the same readings, and at 20 minutes how many
 * readings at or below 55 it forecast at or below 55.
 */
import { FORECAST_STEP_MS, type ForecastReading } from '@glyco/contracts';
import { readingNear } from '@glyco/contracts/glucose-forecast/figures';
import { fittedFeatures } from '@glyco/contracts/glucose-forecast/fitted';
import { ar2FromReadings } from '@glyco/contracts/glucose-forecast/forecast';
import { recentGrid } from '@glyco/contracts/glucose-forecast/history';
import { NormalEquations } from './ridge';
import { FIT_SUBJECTS, loadTraces, pick } from './traces';

const FOLDS = 4;
const LAMBDA = 1000;
const WINDOW = 40;

interface Sample { grid: number[]; actual: number; ar2: number; fold: number }
type Features = (grid: readonly number[]) => number[];

const linear = (lags: number): Features => (grid) => fittedFeatures(grid, lags);
/** Level x change, the 15-minute change's square, and terms below 90 and 100 mg/dL. */
const nonlinear: Features = (grid) => {
  const level = (grid[0]! - 140) / 100;
  const change15 = grid[0]! - grid[3]!;
  return [...fittedFeatures(grid, 6), (grid[0]! - grid[1]!) * level, change15 * level, level * level,
    (change15 * Math.abs(change15)) / 30, Math.max(0, 90 - grid[0]!), grid[0]! < 100 ? change15 : 0];
};
const CANDIDATES: [string, Features][] = [['linear, 3 changes', linear(3)], ['linear, 6 changes', linear(6)], ['linear, 12 changes', linear(12)], ['nonlinear terms', nonlinear]];

function samplesAt(traces: readonly ForecastReading[][], steps: number): Sample[] {
  return traces.flatMap((trace, subject) => trace.flatMap((origin, i) => {
    const window = trace.slice(Math.max(0, i + 1 - WINDOW), i + 1);
    const grid = recentGrid(window, 12);
    const actual = readingNear(trace, origin.at + steps * FORECAST_STEP_MS);
    const ar2 = ar2FromReadings(window)[steps - 1];
    return grid && actual && ar2 ? [{ grid, actual: actual.mgdl, ar2: ar2.mgdl, fold: subject % FOLDS }] : [];
  }));
}

function predictions(samples: readonly Sample[], features: Features): number[] {
  const predicted: number[] = [];
  for (let fold = 0; fold < FOLDS; fold++) {
    const equations = new NormalEquations(features(samples[0]!.grid).length);
    for (const s of samples) if (s.fold !== fold) equations.add(features(s.grid), s.actual - s.grid[0]!);
    const weights = equations.solve(LAMBDA);
    samples.forEach((s, i) => {
      if (s.fold === fold) predicted[i] = Math.max(40, Math.min(400, s.grid[0]! + features(s.grid).reduce((sum, f, k) => sum + f * weights[k]!, 0)));
    });
  }
  return predicted;
}

const rmse = (values: readonly number[], samples: readonly Sample[]) => Math.sqrt(values.reduce((sum, v, i) => sum + (v - samples[i]!.actual) ** 2, 0) / values.length);
const caught = (values: readonly number[], samples: readonly Sample[]) => values.filter((v, i) => samples[i]!.actual <= 55 && v <= 55).length;

const traces = pick(loadTraces('azt1d.csv.gz'), FIT_SUBJECTS);
const at30 = samplesAt(traces, 6);
const at20 = samplesAt(traces, 4);
const ar2Rmse = rmse(at30.map((s) => s.ar2), at30);
console.log(`fit subjects, ${FOLDS} folds by subject: ${at30.length.toLocaleString('en-US')} forecasts at 30 minutes, AR2 ${ar2Rmse.toFixed(2)} mg/dL`);
console.log(`  at 20 minutes, ${at20.filter((s) => s.actual <= 55).length} readings at or below 55; AR2 forecast ${caught(at20.map((s) => s.ar2), at20)} of them`);
for (const [name, features] of CANDIDATES) {
  const r = rmse(predictions(at30, features), at30);
  console.log(`  ${name.padEnd(20)} 30-minute RMSE ${r.toFixed(2)} (${(100 * (1 - r / ar2Rmse)).toFixed(1)} % below AR2); forecast ${caught(predictions(at20, features), at20)} of the readings at or below 55`);
}
