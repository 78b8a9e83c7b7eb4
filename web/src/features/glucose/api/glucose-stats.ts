import { apiClient } from '../../../lib/api-client';
import type { DateRange } from './glucose-readings';

/** Percent of readings in each International Consensus band. */
export interface ConsensusBands {
  veryLow: number;
  low: number;
  inRange: number;
  high: number;
  veryHigh: number;
}

/** GET /api/glucose/stats/overview: mg/dL values, percentages, consensus metrics. */
export interface GlucoseStatsOverview {
  average: number | null;
  min: number | null;
  max: number | null;
  inRangePercentage: number;
  belowRangePercentage: number;
  aboveRangePercentage: number;
  count: number;
  sd: number | null;
  cv: number | null;
  gmi: number | null;
  bands: ConsensusBands;
  daysCovered: number;
  cgmActivePercentage: number;
  sufficient: boolean;
}

export function getGlucoseStats(range: DateRange): Promise<GlucoseStatsOverview> {
  return apiClient.get<GlucoseStatsOverview>('/glucose/stats/overview', {
    startDate: range.start.toISOString(),
    endDate: range.end.toISOString(),
  });
}
