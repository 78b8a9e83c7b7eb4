import { curveDurationHours, INSULIN_PEAK_MINUTES, insulinOnBoard, type RecentBolus } from '../insulin/bolus-calculator/insulin-on-board';
import { roundForDisplay } from '../insulin/bolus-calculator/rounding';
import { DEFAULT_INSULIN_DURATION_HOURS, DEFAULT_INSULIN_KIND, type BolusSettings } from '../insulin/bolus-calculator/settings';
import type { DeviceStatusSummary } from '../nightscout/devicestatus/summary';
import { absorptionMinutesOf, carbsOnBoard, DEFAULT_CARB_ABSORPTION_MINUTES, type RecentMeal } from './carbs-on-board';
import { sampleCurve, type OnBoardPoint } from './curve';
import { recentLoopFigure, type LoopFigure } from './loop-figures';
import type { OnBoard, OnBoardAmount } from './schemas';

export interface OnBoardInput {
  now: Date;
  /** Rapid-acting doses (RAPID_ACTING_INSULIN_TYPES) since `onBoardWindow(...).dosesSince`. */
  boluses: readonly RecentBolus[];
  /** Meals since `onBoardWindow(...).mealsSince`. */
  meals: readonly RecentMeal[];
  /** The person's saved bolus settings; null when none are saved. */
  settings: Pick<BolusSettings, 'insulinDurationHours' | 'insulinKind'> | null;
  /** The person's recent device statuses, newest first. */
  deviceStatuses: readonly DeviceStatusSummary[];
}

function insulinCurveOf(settings: OnBoardInput['settings']) {
  const kind = settings?.insulinKind ?? DEFAULT_INSULIN_KIND;
  const durationHours = curveDurationHours(settings?.insulinDurationHours ?? DEFAULT_INSULIN_DURATION_HOURS);
  return { durationHours, kind, peakMinutes: INSULIN_PEAK_MINUTES[kind], fromSettings: settings !== null };
}

/** The oldest dose and meal that can still be on board at `now`: what to read. */
export function onBoardWindow(settings: OnBoardInput['settings'], now: Date): { dosesSince: Date; mealsSince: Date } {
  const { durationHours } = insulinCurveOf(settings);
  return { dosesSince: new Date(now.getTime() - durationHours * 3_600_000), mealsSince: new Date(now.getTime() - DEFAULT_CARB_ABSORPTION_MINUTES * 60_000) };
}

const rounded = (decimals: number) => (point: OnBoardPoint) => ({ at: point.at, value: Number(point.value.toFixed(decimals)) });

/** The loop's figure when it has a recent one (a loop counts temporary basals too), else the records'. */
function amountOf(curve: OnBoardPoint[], loop: LoopFigure | null, now: Date): OnBoardAmount {
  if (loop) return { value: loop.value, source: 'loop', at: loop.at, loopName: loop.loopName, curve };
  return { value: curve[0]?.value ?? 0, source: 'records', at: now.toISOString(), loopName: null, curve };
}

/**
 * Insulin on board from the bolus calculator's curve (oref0's exponential curve with the person's
 * duration and kind of insulin) and carbs on board absorbed linearly over each meal's absorption
 * time, now and every 5 minutes until nothing is left; a loop's own recent figures win.
 */
export function onBoardOf(input: OnBoardInput): OnBoard {
  const { now } = input;
  const insulinCurve = insulinCurveOf(input.settings);
  const absorptionMinutes = Math.max(DEFAULT_CARB_ABSORPTION_MINUTES, ...input.meals.map(absorptionMinutesOf));
  const iob = sampleCurve((at) => roundForDisplay(insulinOnBoard(input.boluses, at, insulinCurve)), now, insulinCurve.durationHours * 60).map(rounded(2));
  const cob = sampleCurve((at) => carbsOnBoard(input.meals, at), now, absorptionMinutes).map(rounded(1));
  return {
    computedAt: now.toISOString(),
    insulin: { ...amountOf(iob, recentLoopFigure(input.deviceStatuses, 'iobUnits', now), now), insulinCurve },
    carbs: { ...amountOf(cob, recentLoopFigure(input.deviceStatuses, 'cobGrams', now), now), absorptionMinutes },
  };
}
