import type { GlucoseReading, LogGlucoseReadingInput } from '@glyco/contracts';
import { apiClient } from '../../../lib/api-client';

export interface DateRange {
  start: Date;
  end: Date;
}

/** The monitor asks for every reading of the period (SPEC §7: limit 1000). */
export const periodReadingLimit = 1000;

export function getGlucoseReadings(range: DateRange): Promise<GlucoseReading[]> {
  return apiClient.get<GlucoseReading[]>('/glucose', {
    startDate: range.start.toISOString(),
    endDate: range.end.toISOString(),
    limit: periodReadingLimit,
  });
}

export function logGlucoseReading(reading: LogGlucoseReadingInput): Promise<GlucoseReading> {
  return apiClient.post<GlucoseReading>('/glucose', reading);
}

export function updateGlucoseReading(id: string, reading: LogGlucoseReadingInput): Promise<GlucoseReading> {
  return apiClient.put<GlucoseReading>(`/glucose/${encodeURIComponent(id)}`, reading);
}

export function deleteGlucoseReading(id: string): Promise<void> {
  return apiClient.delete(`/glucose/${encodeURIComponent(id)}`);
}
