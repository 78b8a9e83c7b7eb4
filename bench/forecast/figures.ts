/**
 * `npm run bench -- forecast` (or `npx tsx bench/forecast/figures.ts`): RMSE at 15, 30 and 60 minutes and the share in Clarke zones A+B, for
 * the forecast, AR2 and the last value carried forward, at the same readings of the evaluation
 * subjects (AZT1D 3, 8, 13, 18, 23, never fitted on). `-- forecast second-source` runs D1NAMO.
 */
import type { ForecastReading } from '@glyco/contracts';
import {
  clarkeABOf,
  emptyTallies,
  FIGURE_HORIZONS_MINUTES,
  FORECAST_METHODS,
  rmseOf,
  tallyForecasts,
  type ForecastTallies,
} from '@glyco/contracts/glucose-forecast/figures';
import { EVALUATION_SUBJECTS, loadTraces, pick } from './traces';
import { describeWarnings, emptyWarningTally, tallyWarnings } from './urgent-low-soon';

const LABELS = { forecast: 'forecast', ar2: 'AR2 (Nightscout)', persistence: 'last value' } as const;

function describe(tallies: ForecastTallies): string[] {
  const percent = (v: number | null, digits = 1) => (v === null ? '-' : `${(100 * v).toFixed(digits)} %`);
  const mgdl = (v: number | null) => (v === null ? '-' : v.toFixed(1));
  return FORECAST_METHODS.map((method) => {
    const cells = FIGURE_HORIZONS_MINUTES.map((h) => `${h} min ${mgdl(rmseOf(tallies[method][h]))}`);
    return `  ${LABELS[method].padEnd(17)} RMSE mg/dL ${cells.join(', ')}; Clarke A+B at 30 min ${percent(clarkeABOf(tallies[method][30]), 2)}`;
  });
}

function pooled(traces: readonly ForecastReading[][]): ForecastTallies {
  const tallies = emptyTallies();
  for (const trace of traces) tallyForecasts(trace, tallies);
  return tallies;
}

export function forecastBench(secondSource = false): ForecastTallies {
  const traces = secondSource
    ? [...loadTraces('d1namo.csv.gz').values()]
    : pick(loadTraces('azt1d.csv.gz'), EVALUATION_SUBJECTS);
  const tallies = pooled(traces);
  console.log(secondSource
    ? '\n(l) forecast on the second source, D1NAMO (9 adults with type 1 diabetes, Medtronic iPro2), never fitted on'
    : `\n(l) forecast on AZT1D subjects ${EVALUATION_SUBJECTS.join(', ')} (never fitted on), against AR2 and the last value at the same readings`);
  console.log(`  ${tallies.forecast[30].count.toLocaleString('en-US')} forecasts judged at 30 minutes`);
  for (const line of describe(tallies)) console.log(line);
  const forecast = rmseOf(tallies.forecast[30]);
  const ar2 = rmseOf(tallies.ar2[30]);
  if (forecast !== null && ar2 !== null) {
    const below = 100 * (1 - forecast / ar2);
    console.log(`  30-minute RMSE ${Math.abs(below).toFixed(1)} % ${below >= 0 ? 'below' : 'above'} AR2's (goal: at least 10 % below)`);
  }
  const warnings = emptyWarningTally();
  for (const trace of traces) tallyWarnings(trace, warnings);
  for (const line of describeWarnings(warnings)) console.log(line);
  return tallies;
}

if (import.meta.url === `file://${process.argv[1]}`) forecastBench(process.argv[2] === 'second-source');
