import { insulinOnBoard, type RecentBolus } from './insulin-on-board';
import { roundDownToIncrement, roundForDisplay } from './rounding';
import type { BolusSettings } from './settings';
import { BOLUS_LOW_GLUCOSE_MGDL, cappedWarning, glucoseWarnings, type BolusWarning } from './warnings';

export interface BolusCalculationInput {
  settings: BolusSettings;
  /** Grams of carbohydrate about to be eaten. */
  carbs: number;
  /** mg/dL; absent: no correction. */
  currentGlucose?: number;
  /** Rapid-acting doses of the last hours; older ones count for nothing. */
  recentBoluses: readonly RecentBolus[];
  now: Date;
}

export interface BolusCalculation {
  carbDose: number;
  /** The correction after insulin on board; negative when glucose is below target. */
  correctionDose: number;
  insulinOnBoard: number;
  suggestedUnits: number;
  /** The dose increment the suggestion was rounded down to. */
  roundedTo: number;
  capped: boolean;
  warnings: BolusWarning[];
  settings: BolusSettings;
}

/**
 * correction = (glucose - target) / correction factor. Insulin on board already lowers glucose,
 * so it cancels a positive correction (down to 0) but never the insulin that covers the carbs;
 * below target the negative correction reduces the carb dose.
 */
export function correctionAfterInsulinOnBoard(settings: BolusSettings, currentGlucose: number | undefined, onBoard: number): number {
  if (currentGlucose === undefined) return 0;
  const correction = (currentGlucose - settings.targetGlucose) / settings.correctionFactor;
  return correction > 0 ? Math.max(0, correction - onBoard) : correction;
}

/** A suggestion, never a decision: the person checks it against their care plan. */
export function calculateBolus(input: BolusCalculationInput): BolusCalculation {
  const { settings, carbs, currentGlucose } = input;
  const carbDose = carbs / settings.carbRatio;
  const onBoard = insulinOnBoard(input.recentBoluses, input.now, settings.insulinDurationHours);
  const correction = correctionAfterInsulinOnBoard(settings, currentGlucose, onBoard);
  const isLow = currentGlucose !== undefined && currentGlucose < BOLUS_LOW_GLUCOSE_MGDL;
  const rounded = isLow ? 0 : roundDownToIncrement(Math.max(0, carbDose + correction), settings.doseIncrement);
  const maxBolus = roundDownToIncrement(settings.maxBolus, settings.doseIncrement);
  const capped = rounded > maxBolus;
  return {
    carbDose: roundForDisplay(carbDose),
    correctionDose: roundForDisplay(correction),
    insulinOnBoard: roundForDisplay(onBoard),
    suggestedUnits: capped ? maxBolus : rounded,
    roundedTo: settings.doseIncrement,
    capped,
    warnings: [...glucoseWarnings(currentGlucose), ...(capped ? [cappedWarning(maxBolus)] : [])],
    settings,
  };
}
