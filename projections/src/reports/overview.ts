import type pg from 'pg';
import { DEFAULT_TARGET_RANGE, INSULIN_TYPES, MEAL_TYPES, type ReportOverview, type TargetRange } from '@glyco/contracts';
import { loadGlucoseAnalysis } from '../glucose-daily/analysis';
import { chartOfHours, glucoseChart, type GlucoseChart } from '../glucose-daily/chart-points';
import { findUser } from '../users/query';
import { pivotDailyGroups, summariseGroups } from './daily-totals';
import { dailyInsulinGroups, listDosePoints } from '../insulin-doses/period-query';
import { dailyMealGroups, listMealPoints } from '../meals/period-query';
import type { ReportRange } from '@glyco/contracts';
import { readingsBucketMinutes } from './report-range';

/** A week of 5-minute CGM readings; longer ranges are averaged into buckets for the chart. */
export const MAX_CHART_POINTS = 2016;

/**
 * The glucose figures and the chart's points: every reading while they fit in `maxPoints`, else the
 * means of time buckets. Buckets of whole hours (ranges over six weeks) come from the hourly sums
 * the analysis reads with the days; shorter ranges are counted and drawn in one scan of the readings.
 */
async function analysisAndChart(pool: pg.Pool, userId: string, range: ReportRange, target: TargetRange, maxPoints: number) {
  const bucketMinutes = readingsBucketMinutes(range, Number.POSITIVE_INFINITY, maxPoints)!;
  const fromHours = bucketMinutes % 60 === 0;
  const [analysis, scanned] = await Promise.all([
    loadGlucoseAnalysis(pool, userId, { startDate: range.start.toISOString(), endDate: range.end.toISOString() }, target, { hours: fromHours }),
    fromHours ? undefined : glucoseChart(pool, userId, range, maxPoints, bucketMinutes),
  ]);
  const { cgm, meter } = analysis.metrics.readings;
  const chart: GlucoseChart = scanned
    ?? (cgm + meter <= maxPoints ? await glucoseChart(pool, userId, range, maxPoints, bucketMinutes) : chartOfHours(analysis.hours!, bucketMinutes));
  return { ...analysis, chart: { readings: chart.points, readingsBucketMinutes: chart.bucketed ? bucketMinutes : null } };
}

/** SPEC's glucose figures are the metrics engine's (mean, min, max, percentages against the person's target). */
async function glucoseStats(pool: pg.Pool, userId: string, range: ReportRange, target: TargetRange, maxPoints: number) {
  const { metrics, agp, chart } = await analysisAndChart(pool, userId, range, target, maxPoints);
  return {
    readings: chart.readings,
    average: metrics.mean ?? 0,
    min: metrics.min ?? 0,
    max: metrics.max ?? 0,
    inRangePercentage: metrics.targetPercent.inRange,
    targetMin: target.min,
    targetMax: target.max,
    count: metrics.count,
    belowRangePercentage: metrics.targetPercent.below,
    aboveRangePercentage: metrics.targetPercent.above,
    readingsBucketMinutes: chart.readingsBucketMinutes,
    metrics,
    agp,
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
  // Only the glucose figures wait for the person's target.
  const [glucose, insulin, meals] = await Promise.all([
    findUser(pool, userId).then((user) => glucoseStats(pool, userId, range, user?.targetGlucoseRange ?? DEFAULT_TARGET_RANGE, maxPoints)),
    insulinStats(pool, userId, range),
    mealStats(pool, userId, range),
  ]);
  return { glucoseStats: glucose, insulinStats: insulin, mealStats: meals };
}
