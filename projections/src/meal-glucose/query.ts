import type pg from 'pg';
import { epochMsOf, MINUTE_MS, POST_MEAL_MINUTES, PRE_MEAL_MINUTES, type GlucoseSample, type Meal, type MealGlucose, type MealType } from '@glyco/contracts';
import { listSamplesWithin } from '../glucose-readings/query';
import { listMeals } from '../meals/query';

export interface MealWithGlucose extends MealGlucose {
  mealType: MealType;
  /** The food names as logged, and the key that groups meals of the same foods. */
  foodNames: string[];
  totalCarbs: number;
}

export interface MealGlucoseQuery {
  /** Inclusive instants. */
  startDate: string;
  endDate: string;
  mealType?: MealType;
}

/** The most meals one answer looks at, newest first. */
const MEALS_MAX = 300;

/** From PRE_MEAL_MINUTES before to POST_MEAL_MINUTES after the meal. */
function windowAround(meal: Meal) {
  const at = Date.parse(meal.timestamp);
  return { start: new Date(at - PRE_MEAL_MINUTES * MINUTE_MS), end: new Date(at + POST_MEAL_MINUTES * MINUTE_MS) };
}

/** The samples (oldest first) inside the window: a binary search to its start, then a walk to its end. */
function samplesInside(samples: readonly GlucoseSample[], window: { start: Date; end: Date }): GlucoseSample[] {
  const [start, end] = [window.start.getTime(), window.end.getTime()];
  let low = 0;
  let high = samples.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (epochMsOf(samples[middle]!.timestamp) < start) low = middle + 1;
    else high = middle;
  }
  const inside: GlucoseSample[] = [];
  for (let index = low; index < samples.length && epochMsOf(samples[index]!.timestamp) <= end; index += 1) inside.push(samples[index]!);
  return inside;
}

/**
 * One person's meals in a range, each with the live readings from PRE_MEAL_MINUTES before to
 * POST_MEAL_MINUTES after it: what the metrics engine needs to say how glucose went after them.
 */
export async function listMealsWithGlucose(pool: pg.Pool, userId: string, query: MealGlucoseQuery): Promise<MealWithGlucose[]> {
  const { meals } = await listMeals(pool, userId, { page: 1, limit: MEALS_MAX, search: '', mealType: query.mealType, startDate: query.startDate, endDate: query.endDate });
  const samples = await listSamplesWithin(pool, userId, meals.map(windowAround));
  return meals.map((meal) => ({
    mealId: meal._id,
    mealType: meal.mealType,
    timestamp: meal.timestamp,
    foodNames: meal.foodItems.map((item) => item.name),
    totalCarbs: meal.totalCarbs,
    readings: samplesInside(samples, windowAround(meal)),
  }));
}
