import { LIMITS, type GlucoseReading, type LogGlucoseReadingInput } from '@glyco/contracts';
import { glucoseRoutes } from '@glyco/contracts/api-routes/glucose';
import { apiClient } from '../../../lib/api-client';

export interface DateRange {
  start: Date;
  end: Date;
}

/**
 * A day's chart draws every reading of the day (288 CGM readings and the finger-sticks). Longer
 * periods are drawn from the server's trace, and the figures always come from the stats route.
 */
export const periodReadingLimit = LIMITS.glucoseListMax;

export function getGlucoseReadings(range: DateRange, limit: number = periodReadingLimit): Promise<GlucoseReading[]> {
  return apiClient.call(glucoseRoutes.list, { query: { startDate: range.start.toISOString(), endDate: range.end.toISOString(), limit } });
}

export function logGlucoseReading(reading: LogGlucoseReadingInput): Promise<GlucoseReading> {
  return apiClient.call(glucoseRoutes.log, { body: reading });
}

export function updateGlucoseReading(id: string, reading: LogGlucoseReadingInput): Promise<GlucoseReading> {
  return apiClient.call(glucoseRoutes.update, { params: { id }, body: reading });
}

export function deleteGlucoseReading(id: string): Promise<void> {
  return apiClient.call(glucoseRoutes.delete, { params: { id } });
}
