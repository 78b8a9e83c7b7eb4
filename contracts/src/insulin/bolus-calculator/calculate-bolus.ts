import { glucoseAsUsed, type BolusGlucose, type GlucoseAsUsed } from './glucose-input';
import { curveDurationHours, INSULIN_PEAK_MINUTES, insulinOnBoard, type RecentBolus } from './insulin-on-board';
import { roundDownToIncrement, roundForDisplay } from './rounding';
import { entryInForce, localMinuteAt } from './schedule';
import type { BolusSettings, InsulinKind } from './settings';
import { trendAdjustmentUnits } from './trend-adjustment';
import { bolusWarnings, isLowForBolus, type BolusWarning } from './warnings';

export const IOB_MODES = ['wholeDose', 'correctionOnly'] as const;
/**
 * wholeDose: the standard formula, insulin on board subtracted from the whole suggestion.
 * correctionOnly: the convention where insulin on board offsets a positive correction only.
 */
export type IobMode = (typeof IOB_MODES)[number];

export interface BolusCalculationInput {
  settings: BolusSettings;
  /** Grams of carbohydrate about to be eaten. */
  carbs: number;
  /** Absent: none typed and none from the CGM. */
  glucose?: BolusGlucose;
  /** Rapid-acting doses of the last hours; older ones count for nothing. */
  recentBoluses: readonly RecentBolus[];
  now: Date;
  /** The person's IANA zone: which period of each schedule is in force. */
  timeZone?: string;
  iobMode?: IobMode;
}

export interface BolusCalculation {
  /** Each schedule's value at the person's local time "HH:MM". */
  inForce: { localTime: string; carbRatio: number; correctionFactor: number; targetGlucose: number };
  carbs: number;
  glucose: GlucoseAsUsed | null;
  carbDose: number;
  /** (glucose - target) / correction factor; 0 without a glucose to use; negative below target. */
  correctionDose: number;
  /** 0 or negative: a falling CGM arrow's reduction. */
  trendAdjustment: number;
  insulinOnBoard: number;
  /** How much of the insulin on board came off the suggestion. */
  onBoardSubtracted: number;
  iobMode: IobMode;
  /** carbs + correction + trend - on board, not below 0, before rounding; 0 when glucose is low. */
  unroundedUnits: number;
  suggestedUnits: number;
  /** The dose increment the suggestion was rounded down to. */
  roundedTo: number;
  capped: boolean;
  insulinCurve: { durationHours: number; kind: InsulinKind; peakMinutes: number };
  warnings: BolusWarning[];
  settings: BolusSettings;
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

function settingsInForce(settings: BolusSettings, now: Date, timeZone: string | undefined): BolusCalculation['inForce'] {
  const minute = localMinuteAt(now, timeZone);
  return {
    localTime: `${twoDigits(Math.floor(minute / 60))}:${twoDigits(minute % 60)}`,
    carbRatio: entryInForce(settings.carbRatio, minute).value,
    correctionFactor: entryInForce(settings.correctionFactor, minute).value,
    targetGlucose: entryInForce(settings.targetGlucose, minute).value,
  };
}

function onBoardToSubtract(iobMode: IobMode, onBoard: number, correction: number): number {
  return iobMode === 'wholeDose' ? onBoard : Math.min(onBoard, Math.max(0, correction));
}

/**
 * suggestion = carbs / ICR + (glucose - target) / ISF + trend adjustment - insulin on board,
 * never below 0, rounded down to the dose increment. A suggestion, never a decision: the person
 * checks it against their care plan.
 */
export function calculateBolus(input: BolusCalculationInput): BolusCalculation {
  const { settings, carbs, now } = input;
  const iobMode = input.iobMode ?? 'wholeDose';
  const inForce = settingsInForce(settings, now, input.timeZone);
  const glucose = glucoseAsUsed(input.glucose, now);
  const used = glucose?.used ? glucose : null;
  const curve = { durationHours: curveDurationHours(settings.insulinDurationHours), kind: settings.insulinKind, peakMinutes: INSULIN_PEAK_MINUTES[settings.insulinKind] };
  const carbDose = carbs / inForce.carbRatio;
  const correction = used ? (used.mgdl - inForce.targetGlucose) / inForce.correctionFactor : 0;
  const trend = used ? trendAdjustmentUnits(used.trend, inForce.correctionFactor) : 0;
  const onBoard = insulinOnBoard(input.recentBoluses, now, curve);
  const subtracted = onBoardToSubtract(iobMode, onBoard, correction);
  const unrounded = used && isLowForBolus(used.mgdl) ? 0 : Math.max(0, carbDose + correction + trend - subtracted);
  const rounded = roundDownToIncrement(unrounded, settings.doseIncrement);
  const maxBolus = roundDownToIncrement(settings.maxBolus, settings.doseIncrement);
  const capped = rounded > maxBolus;
  return {
    inForce,
    carbs,
    glucose,
    carbDose: roundForDisplay(carbDose),
    correctionDose: roundForDisplay(correction),
    trendAdjustment: trend,
    insulinOnBoard: roundForDisplay(onBoard),
    onBoardSubtracted: roundForDisplay(subtracted),
    iobMode,
    unroundedUnits: roundForDisplay(unrounded),
    suggestedUnits: capped ? maxBolus : rounded,
    roundedTo: settings.doseIncrement,
    capped,
    insulinCurve: curve,
    warnings: bolusWarnings({ glucose, savedDurationHours: settings.insulinDurationHours, usedDurationHours: curve.durationHours, cappedAt: capped ? maxBolus : null }),
    settings,
  };
}
