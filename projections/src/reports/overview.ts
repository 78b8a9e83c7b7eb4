import type pg from 'pg';
import { DEFAULT_TARGET_RANGE, INSULIN_TYPES, MEAL_TYPES, type ReportOverview, type TargetRange } from '@glyco/contracts';
import { findUser } from '../users/query';
import { pivotDailyGroups, summariseGroups } from './daily-totals';
import { glucoseChartPoints, summariseGlucose } from './glucose-query';
import { dailyInsulinGroups, listDosePoints } from './insulin-query';
import { dailyMealGroups, listMealPoints } from './meals-query';
import { percentOf, readingsBucketMinutes, roundTo1, type ReportRange } from './report-range';

/** A week of 5-minute CGM readings; longer ranges are averaged into buckets for the chart. */
export const MAX_CHART_POINTS = 2016;

async function glucoseStats(pool: pg.Pool, userId: string, range: ReportRange, target: TargetRange, maxPoints: number) {
  const summary = await summariseGlucose(pool, userId, range, target);
  const bucketMinutes = readingsBucketMinutes(range, summary.count, maxPoints);
  const inRange = summary.count - summary.below - summary.above;
  return {
    readings: await glucoseChartPoints(pool, userId, range, bucketMinutes),
    average: roundTo1(summary.average ?? 0),
    min: roundTo1(summary.min ?? 0),
    max: roundTo1(summary.max ?? 0),
    inRangePercentage: percentOf(inRange, summary.count),
    targetMin: target.min,
    targetMax: target.max,
    count: summary.count,
    belowRangePercentage: percentOf(summary.below, summary.count),
    aboveRangePercentage: percentOf(summary.above, summary.count),
    readingsBucketMinutes: bucketMinutes,
  };
}

async function insulinStats(pool: pg.Pool, userId: string, range: ReportRange) {
  const [doses, groups] = await Promise.all([listDosePoints(pool, userId, range), dailyInsulinGroups(pool, userId, range)]);
  const summary = summariseGroups(groups);
  return {
    doses,
    averageDose: summary.average,
    count: summary.count,
    totalUnits: summary.total,
    dailyTotals: pivotDailyGroups(groups, INSULIN_TYPES).map((day) => ({ date: day.date, totalUnits: day.total, byType: day.byKind })),
  };
}

async function mealStats(pool: pg.Pool, userId: string, range: ReportRange) {
  const [meals, groups] = await Promise.all([listMealPoints(pool, userId, range), dailyMealGroups(pool, userId, range)]);
  const summary = summariseGroups(groups);
  return {
    meals,
    averageCarbs: summary.average,
    count: summary.count,
    dailyCarbs: pivotDailyGroups(groups, MEAL_TYPES).map((day) => ({ date: day.date, totalCarbs: day.total, byMealType: day.byKind })),
  };
}

/** One user's report overview over an inclusive range, relative to their own target. */
export async function loadReportOverview(pool: pg.Pool, userId: string, range: ReportRange, maxPoints = MAX_CHART_POINTS): Promise<ReportOverview> {
  const user = await findUser(pool, userId);
  const target = user?.targetGlucoseRange ?? DEFAULT_TARGET_RANGE;
  const [glucose, insulin, meals] = await Promise.all([
    glucoseStats(pool, userId, range, target, maxPoints),
    insulinStats(pool, userId, range),
    mealStats(pool, userId, range),
  ]);
  return { glucoseStats: glucose, insulinStats: insulin, mealStats: meals };
}
