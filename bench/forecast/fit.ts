/**
 * `npx tsx bench/forecast/fit.ts`: fits the forecast's coefficients by ridge regression on the fit
 * subjects of AZT1D (data/SOURCES.md) and writes contracts/src/glucose-forecast/coefficients.ts.
 * One model a horizon (5 to 60 minutes): the change from the last value against the inputs of
 * fittedFeatures. The evaluation subjects and the second source are not read here.
 */
import { writeFileSync } from 'node:fs';
import { FORECAST_STEP_MS, FORECAST_STEPS, type ForecastReading } from '@glyco/contracts';
import { fittedChanges, fittedFeatures, type FittedForecastModel } from '@glyco/contracts/glucose-forecast/fitted';
import { readingNear } from '@glyco/contracts/glucose-forecast/figures';
import { recentGrid } from '@glyco/contracts/glucose-forecast/history';
import { NormalEquations } from './ridge';
import { FIT_SUBJECTS, loadTraces, pick } from './traces';

const LAGS = 6;
/** A light penalty against collinear lags; the rows number in the hundreds of thousands. */
const LAMBDA = 1000;
const WINDOW = 40;
const OUTPUT = new URL('@glyco/contracts/glucose-forecast/coefficients.ts', import.meta.url);

interface Sample {
  grid: number[];
  actual: (number | undefined)[];
}

function samplesOf(trace: readonly ForecastReading[]): Sample[] {
  const samples: Sample[] = [];
  trace.forEach((origin, i) => {
    const grid = recentGrid(trace.slice(Math.max(0, i + 1 - WINDOW), i + 1), LAGS);
    if (!grid) return;
    const actual = Array.from({ length: FORECAST_STEPS }, (_, s) => readingNear(trace, origin.at + (s + 1) * FORECAST_STEP_MS)?.mgdl);
    samples.push({ grid, actual });
  });
  return samples;
}

function fitWeights(samples: readonly Sample[]): number[][] {
  const equations = Array.from({ length: FORECAST_STEPS }, () => new NormalEquations(LAGS + 2));
  for (const { grid, actual } of samples) {
    const features = fittedFeatures(grid, LAGS);
    actual.forEach((value, step) => value !== undefined && equations[step]!.add(features, value - grid[0]!));
  }
  return equations.map((e) => e.solve(LAMBDA));
}

const quantile = (sorted: readonly number[], q: number): number => sorted[Math.floor(q * (sorted.length - 1))]!;

function residualQuantiles(samples: readonly Sample[], weights: number[][]): { low: number[]; high: number[] } {
  const model: FittedForecastModel = { lags: LAGS, weights, low: [], high: [] };
  const residuals = Array.from({ length: FORECAST_STEPS }, () => [] as number[]);
  for (const { grid, actual } of samples) {
    const changes = fittedChanges(grid, model);
    actual.forEach((value, step) => value !== undefined && residuals[step]!.push(value - grid[0]! - changes[step]!));
  }
  const sorted = residuals.map((r) => r.sort((a, b) => a - b));
  return { low: sorted.map((r) => quantile(r, 0.1)), high: sorted.map((r) => quantile(r, 0.9)) };
}

const fixed = (values: readonly number[], digits: number) => `[${values.map((v) => Number(v.toFixed(digits))).join(', ')}]`;

function source(model: FittedForecastModel, rows: number): string {
  return `import type { FittedForecastModel } from './fitted';

/**
 * Written by bench/forecast/fit.ts from AZT1D subjects ${FIT_SUBJECTS.join(', ')}
 * (${rows.toLocaleString('en-US')} forecast origins with 30 minutes of history; data/SOURCES.md in bench/forecast).
 * Rows: 5 to 60 minutes ahead; columns: intercept, (last - 140), then the last six 5-minute changes, newest first.
 */
export const FITTED_MODEL: FittedForecastModel = {
  lags: ${model.lags},
  weights: [
${model.weights.map((row) => `    ${fixed(row, 5)},`).join('\n')}
  ],
  low: ${fixed(model.low, 1)},
  high: ${fixed(model.high, 1)},
};
`;
}

const samples = pick(loadTraces('azt1d.csv.gz'), FIT_SUBJECTS).flatMap(samplesOf);
const weights = fitWeights(samples);
const model: FittedForecastModel = { lags: LAGS, weights, ...residualQuantiles(samples, weights) };
writeFileSync(OUTPUT, source(model, samples.length));
console.log(`fitted on ${samples.length} origins; wrote ${OUTPUT.pathname}`);
