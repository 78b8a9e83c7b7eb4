/**
 * `npx tsx bench/forecast/on-board-cross-validate.ts`: whether insulin and carbs on board improve
 * the forecast, on the fit subjects alone (4 folds by subject, as cross-validate.ts; the
 * evaluation subjects and the second source are not read). On board follows the product's own
 * curves (contracts/src/on-board) from AZT1D's logged boluses (the pump's automatic ones too) and
 * carbs. For each candidate and horizon: RMSE against AR2's at the same readings, and at 20
 * minutes how many readings at or below 55 it forecast at or below 55.
 */
import { FORECAST_STEP_MS, type ForecastReading } from '@glyco/contracts';
import { readingNear } from '@glyco/contracts/glucose-forecast/figures';
import { fittedFeatures } from '@glyco/contracts/glucose-forecast/fitted';
import { ar2FromReadings } from '@glyco/contracts/glucose-forecast/forecast';
import { recentGrid } from '@glyco/contracts/glucose-forecast/history';
import { loadEvents, onBoardAt, type SubjectEvents } from './on-board-events';
import { NormalEquations } from './ridge';
import { FIT_SUBJECTS, loadTraces } from './traces';

const FOLDS = 4;
const LAMBDA = 1000;
const WINDOW = 40;

type OnBoardFigures = ReturnType<typeof onBoardAt>;
interface Sample { grid: number[]; onBoard: OnBoardFigures; isf: number; actual: number; ar2: number; fold: number }
type Features = (s: Sample) => number[];

const base: Features = (s) => fittedFeatures(s.grid, 6);
const CANDIDATES: [string, Features][] = [
  ['linear, 6 changes', base],
  ['+ IOB, COB', (s) => [...base(s), s.onBoard.iob, s.onBoard.cob]],
  ['+ acting over horizon', (s) => [...base(s), s.onBoard.insulinActing, s.onBoard.carbsAbsorbed]],
  ['+ both', (s) => [...base(s), s.onBoard.iob, s.onBoard.cob, s.onBoard.insulinActing, s.onBoard.carbsAbsorbed]],
  ['+ expected effect', (s) => [...base(s), expectedEffect(s)]],
  ['+ effect, insulin, carbs', (s) => [...base(s), -s.onBoard.insulinActing * s.isf, s.onBoard.carbsAbsorbed * s.isf * CARB_RATIO_OVER_ISF]],
];

/**
 * The "1800 rule" and "500 rule" (Walsh J, Roberts R. Pumping Insulin, 6th ed.): a correction
 * factor of 1800 / total daily dose mg/dL a unit and a carb ratio of 500 / total daily dose grams a
 * unit, so a gram raises glucose by 1800 / 500 = 3.6 mg/dL whatever the dose.
 */
const CARB_RATIO_OVER_ISF = 500 / 1800;
const expectedEffect = (s: Sample) => s.isf * (s.onBoard.carbsAbsorbed * CARB_RATIO_OVER_ISF - s.onBoard.insulinActing);

/** 1800 / total daily dose, the dose taken as twice the boluses a day (about half of it is basal on a pump). */
function correctionFactor(trace: readonly ForecastReading[], events: SubjectEvents): number {
  const days = (trace.at(-1)!.at - trace[0]!.at) / 86_400_000;
  const bolusUnits = events.boluses.reduce((sum, b) => sum + b.units, 0);
  return 1800 / ((2 * bolusUnits) / days);
}

function samplesAt(traces: [ForecastReading[], SubjectEvents][], steps: number): Sample[] {
  return traces.flatMap(([trace, events], subject) => {
    const isf = correctionFactor(trace, events);
    return trace.flatMap((origin, i) => {
    const window = trace.slice(Math.max(0, i + 1 - WINDOW), i + 1);
    const grid = recentGrid(window, 12);
    const actual = readingNear(trace, origin.at + steps * FORECAST_STEP_MS);
    const ar2 = ar2FromReadings(window)[steps - 1];
    if (!grid || !actual || !ar2) return [];
    return [{ grid, onBoard: onBoardAt(events, origin.at, steps * 5), isf, actual: actual.mgdl, ar2: ar2.mgdl, fold: subject % FOLDS }];
    });
  });
}

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

const rmse = (values: readonly number[], samples: readonly Sample[]) => Math.sqrt(values.reduce((sum, v, i) => sum + (v - samples[i]!.actual) ** 2, 0) / values.length);
const caught = (values: readonly number[], samples: readonly Sample[]) => values.filter((v, i) => samples[i]!.actual <= 55 && v <= 55).length;

const allTraces = loadTraces('azt1d.csv.gz');
const allEvents = loadEvents();
const traces = FIT_SUBJECTS.map((s): [ForecastReading[], SubjectEvents] => [allTraces.get(s)!, allEvents.get(s) ?? { boluses: [], meals: [] }]);
for (const steps of [6, 12]) {
  const samples = samplesAt(traces, steps);
  const ar2Rmse = rmse(samples.map((s) => s.ar2), samples);
  console.log(`${steps * 5} minutes, fit subjects, ${FOLDS} folds by subject: ${samples.length.toLocaleString('en-US')} forecasts, AR2 ${ar2Rmse.toFixed(2)} mg/dL`);
  for (const [name, features] of CANDIDATES) {
    const r = rmse(predictions(samples, features), samples);
    console.log(`  ${name.padEnd(24)} RMSE ${r.toFixed(2)} (${(100 * (1 - r / ar2Rmse)).toFixed(1)} % below AR2)`);
  }
}
const at20 = samplesAt(traces, 4);
console.log(`20 minutes: ${at20.filter((s) => s.actual <= 55).length} readings at or below 55; AR2 forecast ${caught(at20.map((s) => s.ar2), at20)} of them`);
for (const [name, features] of CANDIDATES) console.log(`  ${name.padEnd(24)} forecast ${caught(predictions(at20, features), at20)}`);
