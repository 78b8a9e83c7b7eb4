import {
  DEFAULT_TARGET_RANGE, glucoseTrend, mealTypeAt, outOfRangeByTimeOfDay, summariseMealResponses,
  type GlucoseMetrics, type GlucoseSample, type GlucoseTrend, type GlucoseUnit, type InsulinDose, type InsulinType, type MealType, type OutOfRangeByTimeOfDay, type PerDayAverage, type TargetRange, type User,
} from '@glyco/contracts';
import { foodSetKey, type InsulinTotal } from '@glyco/projections';
import type { AssistantData } from './data';
import { perDayOf } from './per-day';
import type { Intent, Metric } from './understand/intent';
import { lastDays, periodBefore, today, type AskedAt, type Period } from './understand/periods';

export type GlucoseMetric = Exclude<Metric, 'carbs' | 'insulin'>;
type MealResponses = Omit<ReturnType<typeof summariseMealResponses>, 'responses'>;

export interface MealIdea {
  foodNames: string[];
  timesEaten: number;
  averageCarbs: number;
  responses: MealResponses;
}

export type Facts =
  | { kind: 'glucose'; metric: GlucoseMetric; period: Period; unit: GlucoseUnit; metrics: GlucoseMetrics }
  | { kind: 'summary'; period: Period; unit: GlucoseUnit; metrics: GlucoseMetrics }
  | { kind: 'compare'; metric: GlucoseMetric; unit: GlucoseUnit; current: { period: Period; metrics: GlucoseMetrics }; before: { period: Period; metrics: GlucoseMetrics } }
  /** `perDay`: over the period's complete days, for a period of more than one day. */
  | { kind: 'carbs'; period: Period; totalCarbs: number; mealCount: number; perDay: PerDayAverage | null }
  | { kind: 'insulin'; period: Period; totals: InsulinTotal[]; perDay: PerDayAverage | null }
  | { kind: 'last-dose'; insulinType?: InsulinType; dose?: InsulinDose; now: string }
  /** When lows (side below) or highs (side above) happen, by part of the local day. */
  | { kind: 'out-of-range-times'; period: Period; unit: GlucoseUnit; pattern: OutOfRangeByTimeOfDay }
  | { kind: 'after-meal'; period: Period; unit: GlucoseUnit; mealType?: MealType; responses: MealResponses }
  | { kind: 'meal-ideas'; period: Period; unit: GlucoseUnit; mealType: MealType; ideas: MealIdea[] }
  /** The newest reading of the last day, with its trend when a sensor gave it. */
  | { kind: 'current'; unit: GlucoseUnit; now: string; reading?: GlucoseSample; trend: GlucoseTrend | null }
  | { kind: 'history'; period: Period; records: 'meals' | 'doses' | 'both'; mealType?: MealType; timezoneOffsetMinutes: number; meals: HistoryMeal[]; doses: InsulinDose[] };

export interface HistoryMeal {
  mealType: MealType;
  timestamp: string;
  foodNames: string[];
  totalCarbs: number;
}

export type DataIntent = Extract<Intent, { kind: 'summary' | 'metric' | 'compare' | 'last-dose' | 'low-times' | 'high-times' | 'after-meal' | 'meal-ideas' | 'current' | 'history' }>;

export interface FactContext {
  data: AssistantData;
  user: User | undefined;
  asked: AskedAt;
}

/**
 * The window a question gets when it names none: 14 days for the figures the consensus reads over
 * at least 14 days (time in range, GMI, CV, episodes), today for counts of the day, longer for
 * habits around meals.
 */
function defaultPeriod(kind: DataIntent['kind'], metric: Metric | undefined, asked: AskedAt): Period {
  if (kind === 'meal-ideas') return lastDays(90, asked);
  if (kind === 'after-meal' || kind === 'low-times' || kind === 'high-times') return lastDays(30, asked);
  if (kind === 'compare' || metric === 'average') return lastDays(7, asked);
  if (metric === 'lows' || metric === 'highs' || metric === 'carbs' || metric === 'insulin') return today(asked);
  return lastDays(14, asked);
}

const IDEAS_MAX = 3;

function mealIdeas(meals: Awaited<ReturnType<AssistantData['mealsWithGlucose']>>, target: TargetRange): MealIdea[] {
  const groups = new Map<string, typeof meals>();
  for (const meal of meals) {
    const key = foodSetKey({ foodItems: meal.foodNames.map((name) => ({ name })) });
    groups.set(key, [...(groups.get(key) ?? []), meal]);
  }
  const ideas = [...groups.values()].map((group) => {
    const { responses: _responses, ...responses } = summariseMealResponses(group, target);
    const averageCarbs = Math.round((group.reduce((sum, meal) => sum + meal.totalCarbs, 0) / group.length) * 10) / 10;
    return { foodNames: group[0]!.foodNames, timesEaten: group.length, averageCarbs, responses };
  });
  // The gentlest rise first; meals without readings around them after those that have some.
  return ideas
    .sort((a, b) => (a.responses.meanRise ?? Infinity) - (b.responses.meanRise ?? Infinity) || b.timesEaten - a.timesEaten)
    .slice(0, IDEAS_MAX);
}

/** How far back the latest reading is looked for. */
const CURRENT_LOOKBACK_MS = 24 * 3_600_000;

async function currentFacts(context: FactContext, unit: GlucoseUnit): Promise<Facts> {
  const now = context.asked.now;
  const samples = await context.data.glucoseSamples({ startDate: new Date(now.getTime() - CURRENT_LOOKBACK_MS).toISOString(), endDate: now.toISOString() });
  const reading = samples.at(-1);
  const sensor = samples.filter((sample) => sample.source === 'cgm');
  const trend = reading?.source === 'cgm' ? glucoseTrend(sensor) : null;
  return { kind: 'current', unit, now: now.toISOString(), reading, trend };
}

async function historyFacts(intent: Extract<DataIntent, { kind: 'history' }>, context: FactContext): Promise<Facts> {
  const period = intent.period ?? today(context.asked);
  const [meals, doses] = await Promise.all([
    intent.records === 'doses' ? [] : context.data.mealsWithGlucose({ ...period, mealType: intent.mealType }),
    intent.records === 'meals' ? [] : context.data.doses(period),
  ]);
  const history = meals.map(({ mealType, timestamp, foodNames, totalCarbs }) => ({ mealType, timestamp, foodNames, totalCarbs })).sort((a, b) => a.timestamp.localeCompare(b.timestamp));
  const timezoneOffsetMinutes = context.asked.timezoneOffsetMinutes ?? 0;
  return { kind: 'history', period, records: intent.records, mealType: intent.mealType, timezoneOffsetMinutes, meals: history, doses: [...doses].reverse() };
}

async function glucoseFacts(intent: Extract<DataIntent, { kind: 'metric' | 'summary' | 'compare' }>, period: Period, context: FactContext, target: TargetRange, unit: GlucoseUnit): Promise<Facts> {
  const metricOf = (range: Period) => context.data.glucoseMetrics(range, target, true);
  if (intent.kind === 'summary') return { kind: 'summary', period, unit, metrics: await metricOf(period) };
  const metric: GlucoseMetric = !intent.metric || intent.metric === 'carbs' || intent.metric === 'insulin' ? 'time-in-range' : intent.metric;
  if (intent.kind === 'metric') return { kind: 'glucose', metric, period, unit: intent.unit ?? unit, metrics: await metricOf(period) };
  const before = (intent.kind === 'compare' && intent.against) || periodBefore(period, context.asked);
  const [current, previous] = await Promise.all([metricOf(period), metricOf(before)]);
  return { kind: 'compare', metric, unit, current: { period, metrics: current }, before: { period: before, metrics: previous } };
}

/** Computes, from the person's data and the metrics engine, what a question about their own data needs. */
export async function computeFacts(intent: DataIntent, context: FactContext): Promise<Facts> {
  const unit = context.user?.settings.glucoseUnit ?? 'mg/dL';
  const target = context.user?.targetGlucoseRange ?? DEFAULT_TARGET_RANGE;
  const { data, asked } = context;
  if (intent.kind === 'current') return currentFacts(context, unit);
  if (intent.kind === 'history') return historyFacts(intent, context);
  if (intent.kind === 'last-dose') {
    return { kind: 'last-dose', insulinType: intent.insulinType, dose: await data.lastDose(intent.insulinType, asked.now), now: asked.now.toISOString() };
  }
  const metric = intent.kind === 'metric' || intent.kind === 'compare' ? intent.metric : undefined;
  const period = ('period' in intent ? intent.period : undefined) ?? defaultPeriod(intent.kind, metric, asked);
  switch (intent.kind) {
    case 'meal-ideas': {
      const mealType = intent.mealType ?? mealTypeAt(asked.now, asked.timezoneOffsetMinutes ?? 0);
      const meals = await data.mealsWithGlucose({ ...period, mealType });
      return { kind: 'meal-ideas', period, unit, mealType, ideas: mealIdeas(meals, target) };
    }
    case 'after-meal': {
      const meals = await data.mealsWithGlucose({ ...period, mealType: intent.mealType });
      const { responses: _responses, ...responses } = summariseMealResponses(meals, target);
      return { kind: 'after-meal', period, unit, mealType: intent.mealType, responses };
    }
    case 'low-times':
    case 'high-times': {
      const side = intent.kind === 'low-times' ? 'below' : 'above';
      return { kind: 'out-of-range-times', period, unit, pattern: outOfRangeByTimeOfDay(await data.glucoseSamples(period), side) };
    }
    case 'metric':
      if (intent.metric === 'carbs') {
        const [carbs, perDay] = await Promise.all([data.carbs(period), perDayOf(period, asked, async (range) => (await data.carbs(range)).totalCarbs)]);
        return { kind: 'carbs', period, ...carbs, perDay };
      }
      if (intent.metric === 'insulin') {
        const unitsOf = async (range: Parameters<AssistantData['insulinTotals']>[0]) => (await data.insulinTotals(range)).reduce((sum, total) => sum + total.units, 0);
        const [totals, perDay] = await Promise.all([data.insulinTotals(period), perDayOf(period, asked, unitsOf)]);
        return { kind: 'insulin', period, totals, perDay };
      }
      return glucoseFacts(intent, period, context, target, unit);
    default:
      return glucoseFacts(intent, period, context, target, unit);
  }
}
