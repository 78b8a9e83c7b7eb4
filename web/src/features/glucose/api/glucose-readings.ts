import { LIMITS, type GlucoseReading, type LogGlucoseReadingInput } from '@glyco/contracts';
import { apiClient } from '../../../lib/api-client';

export interface DateRange {
  start: Date;
  end: Date;
}

/**
 * The chart draws every reading of the period: a month of 5-minute CGM readings is 8,640, more than
 * SPEC's 1,000. The figures never come from these readings but from the stats route.
 */
export const periodReadingLimit = LIMITS.glucoseListMax;

export function getGlucoseReadings(range: DateRange): Promise<GlucoseReading[]> {
  return apiClient.get<GlucoseReading[]>('/glucose', {
    startDate: range.start.toISOString(),
    endDate: range.end.toISOString(),
    limit: periodReadingLimit,
  });
}

export function logGlucoseReading(reading: LogGlucoseReadingInput): Promise<GlucoseReading> {
  return apiClient.create<GlucoseReading>('/glucose', reading);
}

export function updateGlucoseReading(id: string, reading: LogGlucoseReadingInput): Promise<GlucoseReading> {
  return apiClient.put<GlucoseReading>(`/glucose/${encodeURIComponent(id)}`, reading);
}

export function deleteGlucoseReading(id: string): Promise<void> {
  return apiClient.delete(`/glucose/${encodeURIComponent(id)}`);
}
