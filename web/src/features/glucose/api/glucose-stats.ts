import type { GlucoseEpisodeList, GlucoseStats } from '@glyco/contracts';
import { apiClient } from '../../../lib/api-client';
import type { DateRange } from './glucose-readings';

const rangeQuery = (range: DateRange) => ({ startDate: range.start.toISOString(), endDate: range.end.toISOString() });

/** GET /api/glucose/stats/overview: every figure of the period, computed by the server from all its readings. */
export function getGlucoseStats(range: DateRange): Promise<GlucoseStats> {
  return apiClient.get<GlucoseStats>('/glucose/stats/overview', rangeQuery(range));
}

/** GET /api/glucose/episodes: the CGM episodes of the period, oldest first. */
export function getGlucoseEpisodes(range: DateRange): Promise<GlucoseEpisodeList> {
  return apiClient.get<GlucoseEpisodeList>('/glucose/episodes', rangeQuery(range));
}
