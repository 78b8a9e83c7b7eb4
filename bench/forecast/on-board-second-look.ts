/**
 * `npx tsx bench/forecast/on-board-second-look.ts`: the linear model with and without the expected
 * effect of insulin and carbs on board (the best on-board candidate of on-board-cross-validate.ts),
 * fitted on all fit subjects and judged once on the evaluation subjects, a second look at them.
 */
import type { ForecastReading } from '@glyco/contracts';
import { loadEvents, type SubjectEvents } from './on-board-events';
import { base, caught, expectedEffect, rmse, samplesAt, type Features, type Sample } from './on-board-samples';
import { NormalEquations } from './ridge';
import { EVALUATION_SUBJECTS, FIT_SUBJECTS, loadTraces } from './traces';

const LAMBDA = 1000;
const CANDIDATES: [string, Features][] = [['linear, 6 changes', base], ['+ expected effect', (s) => [...base(s), expectedEffect(s)]]];

const allTraces = loadTraces('azt1d.csv.gz');
const allEvents = loadEvents();
const of = (subjects: readonly string[]) => subjects.map((s): [ForecastReading[], SubjectEvents] => [allTraces.get(s)!, allEvents.get(s) ?? { boluses: [], meals: [] }]);

function predict(fit: readonly Sample[], judged: readonly Sample[], features: Features): number[] {
  const equations = new NormalEquations(features(fit[0]!).length);
  for (const s of fit) equations.add(features(s), s.actual - s.grid[0]!);
  const weights = equations.solve(LAMBDA);
  return judged.map((s) => Math.max(40, Math.min(400, s.grid[0]! + features(s).reduce((sum, f, k) => sum + f * weights[k]!, 0))));
}

for (const steps of [3, 4, 6, 12]) {
  const fit = samplesAt(of(FIT_SUBJECTS), steps);
  const judged = samplesAt(of(EVALUATION_SUBJECTS), steps);
  const ar2Rmse = rmse(judged.map((s) => s.ar2), judged);
  const lows = judged.filter((s) => s.actual <= 55).length;
  console.log(`${steps * 5} minutes, evaluation subjects: ${judged.length.toLocaleString('en-US')} forecasts, AR2 ${ar2Rmse.toFixed(2)} mg/dL; ${lows} readings at or below 55, AR2 forecast ${caught(judged.map((s) => s.ar2), judged)}`);
  for (const [name, features] of CANDIDATES) {
    const predicted = predict(fit, judged, features);
    const r = rmse(predicted, judged);
    console.log(`  ${name.padEnd(20)} RMSE ${r.toFixed(2)} (${(100 * (1 - r / ar2Rmse)).toFixed(1)} % below AR2), forecast ${caught(predicted, judged)} of those lows`);
  }
}
