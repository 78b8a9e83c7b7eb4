/** Forecast samples with insulin and carbs on board, and the candidate inputs read from them (on-board-cross-validate.ts, on-board-second-look.ts). */
import { FORECAST_STEP_MS, type ForecastReading } from '@glyco/contracts';
import { readingNear } from '@glyco/contracts/glucose-forecast/figures';
import { fittedFeatures } from '@glyco/contracts/glucose-forecast/fitted';
import { ar2FromReadings } from '@glyco/contracts/glucose-forecast/forecast';
import { recentGrid } from '@glyco/contracts/glucose-forecast/history';
import { onBoardAt, type SubjectEvents } from './on-board-events';

const WINDOW = 40;

export type OnBoardFigures = ReturnType<typeof onBoardAt>;
export interface Sample { grid: number[]; onBoard: OnBoardFigures; isf: number; actual: number; ar2: number; fold: number }
export type Features = (s: Sample) => number[];

export const base: Features = (s) => fittedFeatures(s.grid, 6);
export const CANDIDATES: [string, Features][] = [
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
export const expectedEffect = (s: Sample) => s.isf * (s.onBoard.carbsAbsorbed * CARB_RATIO_OVER_ISF - s.onBoard.insulinActing);

/** 1800 / total daily dose, the dose taken as twice the boluses a day (about half of it is basal on a pump). */
function correctionFactor(trace: readonly ForecastReading[], events: SubjectEvents): number {
  const days = (trace.at(-1)!.at - trace[0]!.at) / 86_400_000;
  const bolusUnits = events.boluses.reduce((sum, b) => sum + b.units, 0);
  return 1800 / ((2 * bolusUnits) / days);
}

export function samplesAt(traces: [ForecastReading[], SubjectEvents][], steps: number, folds = 1): Sample[] {
  return traces.flatMap(([trace, events], subject) => {
    const isf = correctionFactor(trace, events);
    return trace.flatMap((origin, i) => {
    const window = trace.slice(Math.max(0, i + 1 - WINDOW), i + 1);
    const grid = recentGrid(window, 12);
    const actual = readingNear(trace, origin.at + steps * FORECAST_STEP_MS);
    const ar2 = ar2FromReadings(window)[steps - 1];
    if (!grid || !actual || !ar2) return [];
    return [{ grid, onBoard: onBoardAt(events, origin.at, steps * 5), isf, actual: actual.mgdl, ar2: ar2.mgdl, fold: subject % folds }];
    });
  });
}

export const rmse = (values: readonly number[], samples: readonly Sample[]) => Math.sqrt(values.reduce((sum, v, i) => sum + (v - samples[i]!.actual) ** 2, 0) / values.length);
export const caught = (values: readonly number[], samples: readonly Sample[]) => values.filter((v, i) => samples[i]!.actual <= 55 && v <= 55).length;
