import type pg from 'pg';
import type { GlucoseMetrics, GlucoseSample, InsulinDose, InsulinType, TargetRange, User } from '@glyco/contracts';
import { loadGlucoseAnalysis, loadEdgeSamples, listInsulinDoses, sumInsulinUnits, type InsulinTotal, listMealsWithGlucose, type MealGlucoseQuery, type MealWithGlucose, sumCarbs, type CarbTotal, findUser } from '@glyco/projections';

/** Inclusive ISO instants. */
export interface Range {
  startDate: string;
  endDate: string;
}

/** What the assistant reads about one person; every glucose figure is the metrics engine's. */
export interface AssistantData {
  user(): Promise<User | undefined>;
  /** The engine's metrics of the range, as the stats route, reports and PDF give them. */
  glucoseMetrics(range: Range, target: TargetRange, episodes: boolean): Promise<GlucoseMetrics>;
  /** The live readings of the range, for the engine's time-of-day view. */
  glucoseSamples(range: Range): Promise<GlucoseSample[]>;
  carbs(range: Range): Promise<CarbTotal>;
  insulinTotals(range: Range): Promise<InsulinTotal[]>;
  lastDose(insulinType: InsulinType | undefined, before: Date): Promise<InsulinDose | undefined>;
  /** The doses of the range, newest first. */
  doses(range: Range): Promise<InsulinDose[]>;
  mealsWithGlucose(query: MealGlucoseQuery): Promise<MealWithGlucose[]>;
}

/** More doses than anyone logs in the periods a history question names. */
const DOSES_MAX = 500;

/** The person's data from the read models. */
export function readModelData(pool: pg.Pool, userId: string): AssistantData {
  return {
    user: () => findUser(pool, userId),
    glucoseMetrics: async (range, target, episodes) => (await loadGlucoseAnalysis(pool, userId, range, target, { agp: false, episodes })).metrics,
    glucoseSamples: (range) => loadEdgeSamples(pool, userId, [{ start: range.startDate, end: range.endDate }]),
    carbs: (range) => sumCarbs(pool, userId, range),
    insulinTotals: (range) => sumInsulinUnits(pool, userId, range),
    lastDose: async (insulinType, before) =>
      (await listInsulinDoses(pool, userId, { page: 1, limit: 1, search: '', type: insulinType, endDate: before.toISOString() })).doses[0],
    doses: async (range) => (await listInsulinDoses(pool, userId, { page: 1, limit: DOSES_MAX, search: '', ...range })).doses,
    mealsWithGlucose: (query) => listMealsWithGlucose(pool, userId, query),
  };
}
