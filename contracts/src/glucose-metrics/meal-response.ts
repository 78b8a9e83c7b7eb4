import { analyseDigests } from './report';
import { digestByLocalDay } from './day-digest';
import { epochMsOf, MINUTE_MS, type GlucoseSample } from './sample';
import { oneDecimalOrNull } from './summary';
import type { TargetRange } from './target';

/**
 * How glucose went after a meal. Postprandial glucose is read 1-2 hours after the start of a meal
 * (ADA Standards of Care 2024, section 6): the rise is the highest reading in the 2 hours after
 * the meal minus the last reading in the 30 minutes before it.
 */
export const PRE_MEAL_MINUTES = 30;
export const POST_MEAL_MINUTES = 120;

export interface MealGlucose {
  mealId: string;
  /** The meal's instant. */
  timestamp: string;
  /** Readings from PRE_MEAL_MINUTES before to POST_MEAL_MINUTES after the meal. */
  readings: readonly GlucoseSample[];
}

export interface MealResponse {
  mealId: string;
  /** mg/dL; null when a side has no reading. */
  before: number | null;
  peak: number | null;
  rise: number | null;
}

/** A sensor's readings when the window has any (as the metrics do), finger-sticks otherwise. */
export function preferredSource(readings: readonly GlucoseSample[]): GlucoseSample[] {
  const cgm = readings.filter((reading) => reading.source === 'cgm');
  return cgm.length > 0 ? cgm : [...readings];
}

function splitAtMeal(meal: MealGlucose) {
  const mealMs = epochMsOf(meal.timestamp);
  const readings = preferredSource(meal.readings).map((reading) => ({ ...reading, ms: epochMsOf(reading.timestamp) }));
  const before = readings.filter((reading) => reading.ms <= mealMs && reading.ms >= mealMs - PRE_MEAL_MINUTES * MINUTE_MS);
  const after = readings.filter((reading) => reading.ms > mealMs && reading.ms <= mealMs + POST_MEAL_MINUTES * MINUTE_MS);
  return { before, after };
}

export function mealResponse(meal: MealGlucose): MealResponse {
  const { before, after } = splitAtMeal(meal);
  const last = before.sort((a, b) => a.ms - b.ms).at(-1)?.value ?? null;
  const peak = after.length === 0 ? null : Math.max(...after.map((reading) => reading.value));
  return { mealId: meal.mealId, before: last, peak, rise: last === null || peak === null ? null : oneDecimalOrNull(peak - last) };
}

const meanOf = (values: number[]) => (values.length === 0 ? null : oneDecimalOrNull(values.reduce((sum, value) => sum + value, 0) / values.length));

/**
 * What a set of meals did to glucose: the metrics of every reading in the 2 hours after them (the
 * mean after lunch, its count and source), and the mean rise and peak over the meals that have a
 * reading on both sides.
 */
export function summariseMealResponses(meals: readonly MealGlucose[], target: TargetRange) {
  const responses = meals.map(mealResponse);
  const afterSamples = meals.flatMap((meal) => splitAtMeal(meal).after.map(({ ms: _ms, ...sample }) => sample));
  const { metrics } = analyseDigests(digestByLocalDay(afterSamples), target, null, { agp: false, episodes: false });
  const measured = responses.filter((response) => response.rise !== null);
  return {
    meals: meals.length,
    mealsWithRise: measured.length,
    meanRise: meanOf(measured.map((response) => response.rise!)),
    meanPeak: meanOf(measured.map((response) => response.peak!)),
    afterMeals: metrics,
    responses,
  };
}
export type MealResponseSummary = ReturnType<typeof summariseMealResponses>;
