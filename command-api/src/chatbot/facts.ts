import type pg from 'pg';
import { DEFAULT_TARGET_RANGE, metricsFromAggregates, type GlucoseStats, type GlucoseUnit, type InsulinDose, type InsulinType, type User } from '@glyco/contracts';
import { presentGlucoseStats } from '@glyco/projections/glucose-daily/present-stats';
import { loadDailyAggregates } from '@glyco/projections/glucose-daily/query';
import { planStats } from '@glyco/projections/glucose-daily/stats-range';
import { countReadingsBelow } from '@glyco/projections/glucose-readings/low-readings-query';
import { listInsulinDoses } from '@glyco/projections/insulin-doses/query';
import { sumCarbs } from '@glyco/projections/meals/carb-total-query';
import type { Intent } from './intents';
import { resolvePeriod, type Period } from './period';

/** Hypoglycaemia threshold: a reading below 70 mg/dL is a low (International Consensus on Time in Range, 2019). */
export const LOW_THRESHOLD_MGDL = 70;

type TargetRange = User['targetGlucoseRange'];

export type Facts =
  | { kind: 'average'; period: Period; unit: GlucoseUnit; stats: GlucoseStats }
  | { kind: 'time-in-range'; period: Period; unit: GlucoseUnit; stats: GlucoseStats; target: TargetRange }
  | { kind: 'lows'; period: Period; unit: GlucoseUnit; count: number; lowestMgdl: number | null }
  | { kind: 'carbs'; period: Period; totalCarbs: number; mealCount: number }
  | { kind: 'last-dose'; insulinType?: InsulinType; dose?: InsulinDose; now: string };

export type DataIntent = Extract<Intent, { kind: 'average' | 'time-in-range' | 'lows' | 'carbs' | 'last-dose' }>;

export interface FactContext {
  pool: pg.Pool;
  userId: string;
  user: User | undefined;
  now: Date;
  timezoneOffsetMinutes: number | undefined;
}

/** The figures GET /api/glucose/stats/overview gives for the same range. */
async function glucoseStats(context: FactContext, period: Period, target: TargetRange): Promise<GlucoseStats> {
  const days = await loadDailyAggregates(context.pool, context.userId, planStats(period));
  const reportingPeriod = { start: period.startDate, end: new Date(Date.parse(period.endDate) + 1) };
  return presentGlucoseStats(metricsFromAggregates(days, target, reportingPeriod));
}

async function lastDose(context: FactContext, insulinType: InsulinType | undefined): Promise<InsulinDose | undefined> {
  const list = await listInsulinDoses(context.pool, context.userId, { page: 1, limit: 1, search: '', type: insulinType, endDate: context.now.toISOString() });
  return list.doses[0];
}

/** Computes, from the read models, what a question about the person's own data needs. */
export async function computeFacts(intent: DataIntent, context: FactContext): Promise<Facts> {
  const unit = context.user?.settings.glucoseUnit ?? 'mg/dL';
  const target = context.user?.targetGlucoseRange ?? DEFAULT_TARGET_RANGE;
  if (intent.kind === 'last-dose') {
    return { kind: 'last-dose', insulinType: intent.insulinType, dose: await lastDose(context, intent.insulinType), now: context.now.toISOString() };
  }
  const period = resolvePeriod(intent.period, context.now, context.timezoneOffsetMinutes);
  switch (intent.kind) {
    case 'average':
      return { kind: 'average', period, unit, stats: await glucoseStats(context, period, target) };
    case 'time-in-range':
      return { kind: 'time-in-range', period, unit, stats: await glucoseStats(context, period, target), target };
    case 'lows': {
      const lows = await countReadingsBelow(context.pool, context.userId, period, LOW_THRESHOLD_MGDL);
      return { kind: 'lows', period, unit, count: lows.count, lowestMgdl: lows.lowest };
    }
    case 'carbs':
      return { kind: 'carbs', period, ...(await sumCarbs(context.pool, context.userId, period)) };
    default: {
      const unknown: never = intent;
      throw new Error(`Unknown data intent ${JSON.stringify(unknown)}`);
    }
  }
}
