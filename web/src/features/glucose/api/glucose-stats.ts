import type { GlucoseEpisodeList, GlucoseStats } from '@glyco/contracts';
import { glucoseRoutes } from '@glyco/contracts/api-routes/glucose';
import { apiClient } from '../../../lib/api-client';
import type { DateRange } from './glucose-readings';

const rangeQuery = (range: DateRange) => ({ startDate: range.start.toISOString(), endDate: range.end.toISOString() });

/** Every figure of the period, computed by the server from all its readings. */
export function getGlucoseStats(range: DateRange): Promise<GlucoseStats> {
  return apiClient.call(glucoseRoutes.stats, { query: rangeQuery(range) });
}

/** The CGM episodes of the period, oldest first. */
export function getGlucoseEpisodes(range: DateRange): Promise<GlucoseEpisodeList> {
  return apiClient.call(glucoseRoutes.episodes, { query: rangeQuery(range) });
}
