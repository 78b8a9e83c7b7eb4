/**
 * `npx tsx bench/forecast/on-board-cross-validate.ts`: whether insulin and carbs on board improve
 * the forecast, on the fit subjects alone (4 folds by subject, as cross-validate.ts; the
 * evaluation subjects and the second source are not read). On board follows the product's own
 * curves (contracts/src/on-board) from AZT1D's logged boluses (the pump's automatic ones too) and
 * carbs. For each candidate and horizon: RMSE against AR2's at the same readings, and at 20
 * minutes how many readings at or below 55 it forecast at or below 55.
 */
import type { ForecastReading } from '@glyco/contracts';
import { loadEvents, type SubjectEvents } from './on-board-events';
import { CANDIDATES, caught, rmse, samplesAt, type Features, type Sample } from './on-board-samples';
import { NormalEquations } from './ridge';
import { FIT_SUBJECTS, loadTraces } from './traces';

const FOLDS = 4;
const LAMBDA = 1000;

function predictions(samples: readonly Sample[], features: Features): number[] {
  const predicted: number[] = [];
  for (let fold = 0; fold < FOLDS; fold++) {
    const equations = new NormalEquations(features(samples[0]!).length);
    for (const s of samples) if (s.fold !== fold) equations.add(features(s), s.actual - s.grid[0]!);
    const weights = equations.solve(LAMBDA);
    samples.forEach((s, i) => {
      if (s.fold === fold) predicted[i] = Math.max(40, Math.min(400, s.grid[0]! + features(s).reduce((sum, f, k) => sum + f * weights[k]!, 0)));
    });
  }
  return predicted;
}


const allTraces = loadTraces('azt1d.csv.gz');
const allEvents = loadEvents();
const traces = FIT_SUBJECTS.map((s): [ForecastReading[], SubjectEvents] => [allTraces.get(s)!, allEvents.get(s) ?? { boluses: [], meals: [] }]);
for (const steps of [6, 12]) {
  const samples = samplesAt(traces, steps, FOLDS);
  const ar2Rmse = rmse(samples.map((s) => s.ar2), samples);
  console.log(`${steps * 5} minutes, fit subjects, ${FOLDS} folds by subject: ${samples.length.toLocaleString('en-US')} forecasts, AR2 ${ar2Rmse.toFixed(2)} mg/dL`);
  for (const [name, features] of CANDIDATES) {
    const r = rmse(predictions(samples, features), samples);
    console.log(`  ${name.padEnd(24)} RMSE ${r.toFixed(2)} (${(100 * (1 - r / ar2Rmse)).toFixed(1)} % below AR2)`);
  }
}
const at20 = samplesAt(traces, 4, FOLDS);
console.log(`20 minutes: ${at20.filter((s) => s.actual <= 55).length} readings at or below 55; AR2 forecast ${caught(at20.map((s) => s.ar2), at20)} of them`);
for (const [name, features] of CANDIDATES) console.log(`  ${name.padEnd(24)} forecast ${caught(predictions(at20, features), at20)}`);
