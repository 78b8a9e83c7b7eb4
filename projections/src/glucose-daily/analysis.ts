import type pg from 'pg';
import {
  analyseDigests, DEFAULT_TARGET_RANGE, digestByLocalDay, markSensorLimits,
  type AgpPoint, type HourSums, type AnalysisParts, type GlucoseEpisode, type GlucoseMetrics, type MetricsWindow, type TargetRange,
} from '@glyco/contracts';
import { findUser } from '../users/query';
import { loadEdgeSamples } from './edge-readings';
import { loadLimitReadings } from './sensor-limits';
import { planStats } from './stats-range';
import { loadWholeDays } from './whole-days';

/** Instants, both inclusive, either open. */
export interface GlucoseRange {
  startDate?: string;
  endDate?: string;
}

export interface GlucoseAnalysis {
  metrics: GlucoseMetrics;
  agp: AgpPoint[];
  episodes: GlucoseEpisode[];
  /** The range's readings per UTC hour, one part per day and source (distinct readings), only when asked for. */
  hours?: HourSums[];
}

/**
 * What to compute beyond the metrics (the AGP and the episodes by default, the hourly sums only
 * when asked for); what is not asked for is not read.
 */
export type GlucoseAnalysisOptions = AnalysisParts & { hours?: boolean };

/** The window the metrics name: the range as asked, its end made exclusive, as of now. */
function windowOf(range: GlucoseRange): MetricsWindow | null {
  if (!range.startDate || !range.endDate) return null;
  return { start: range.startDate, end: Date.parse(range.endDate) + 1, asOf: Date.now() };
}

/**
 * Every glucose figure of one person's readings in a range, from the metrics engine: the one
 * entry point of the stats route, the reports overview, the PDF, the assistant and the clinician
 * view. Whole local days come from the stored digests, the partly covered days at the ends are
 * digested from their readings (see stats-range.ts), and only the glucose_daily tables are read.
 * The lowest and highest say when they are a sensor's limit ('below 40'; sensor-limits.ts).
 */
export async function loadGlucoseAnalysis(
  pool: pg.Pool,
  userId: string,
  range: GlucoseRange,
  target?: TargetRange,
  options: GlucoseAnalysisOptions = {},
): Promise<GlucoseAnalysis> {
  const parts = { agp: options.agp ?? true, episodes: options.episodes ?? true, hours: options.hours ?? false };
  const plan = planStats(range);
  const [whole, edges, user, limits] = await Promise.all([
    plan.wholeDays ? loadWholeDays(pool, userId, plan.wholeDays, parts) : [],
    loadEdgeSamples(pool, userId, plan.edges),
    target ? undefined : findUser(pool, userId),
    loadLimitReadings(pool, userId, range),
  ]);
  const digests = [...whole, ...digestByLocalDay(edges)];
  const analysed = analyseDigests(digests, target ?? user?.targetGlucoseRange ?? DEFAULT_TARGET_RANGE, windowOf(range), parts);
  const analysis = { ...analysed, metrics: markSensorLimits(analysed.metrics, limits) };
  return parts.hours ? { ...analysis, hours: digests.map((digest) => digest.hours) } : analysis;
}
