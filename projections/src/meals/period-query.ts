import type pg from 'pg';
import type { MealType } from '@glyco/contracts';
import type { DailyGroup } from '../engine/local-day-groups';
import { dailyPeriodGroups, listPeriodPoints, type PeriodRecordsShape } from '../engine/period-records';
import type { Period } from '../engine/row-query';

export const MEAL_RECORDS: PeriodRecordsShape = { table: 'meals', idColumn: 'meal_id', amountField: 'totalCarbs', kindColumn: 'meal_type' };

export interface MealPoint {
  timestamp: string;
  totalCarbs: number;
  mealType: MealType;
}

/** A user's meals of the period as points on a time axis, oldest first. */
export async function listMealPoints(pool: pg.Pool, userId: string, period: Period): Promise<MealPoint[]> {
  const points = await listPeriodPoints<MealType>(pool, MEAL_RECORDS, userId, period);
  return points.map(({ timestamp, amount, kind }) => ({ timestamp, totalCarbs: amount, mealType: kind }));
}

/** Carbohydrate grams per local day and meal type. */
export function dailyMealGroups(pool: pg.Pool, userId: string, period: Period): Promise<DailyGroup<MealType>[]> {
  return dailyPeriodGroups<MealType>(pool, MEAL_RECORDS, userId, period);
}
