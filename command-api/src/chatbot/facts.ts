import type pg from 'pg';
import { DEFAULT_TARGET_RANGE, type GlucoseMetrics, type GlucoseUnit, type InsulinDose, type InsulinType, type User } from '@glyco/contracts';
import { loadGlucoseAnalysis } from '@glyco/projections/glucose-daily/analysis';
import { listInsulinDoses } from '@glyco/projections/insulin-doses/query';
import { sumCarbs } from '@glyco/projections/meals/carb-total-query';
import type { Intent } from './intents';
import { resolvePeriod, type Period } from './period';

type TargetRange = User['targetGlucoseRange'];

/** The engine's figures for a period; every figure spoken names the period's window. */
export interface GlucoseFacts<Kind extends 'average' | 'time-in-range' | 'lows' = 'average' | 'time-in-range' | 'lows'> {
  kind: Kind;
  period: Period;
  unit: GlucoseUnit;
  metrics: GlucoseMetrics;
}

export type Facts =
  | GlucoseFacts<'average'>
  | GlucoseFacts<'time-in-range'>
  | GlucoseFacts<'lows'>
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

/** The metrics engine's figures for the period, as every other surface gets them for the same window. */
async function glucoseMetrics(context: FactContext, period: Period, target: TargetRange, episodes: boolean): Promise<GlucoseMetrics> {
  const range = { startDate: period.startDate, endDate: period.endDate };
  return (await loadGlucoseAnalysis(context.pool, context.userId, range, target, { agp: false, episodes })).metrics;
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
    case 'time-in-range':
    case 'lows':
      return { kind: intent.kind, period, unit, metrics: await glucoseMetrics(context, period, target, intent.kind === 'lows') };
    case 'carbs':
      return { kind: 'carbs', period, ...(await sumCarbs(context.pool, context.userId, period)) };
    default: {
      const unknown: never = intent;
      throw new Error(`Unknown data intent ${JSON.stringify(unknown)}`);
    }
  }
}
