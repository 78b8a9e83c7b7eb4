import type { TargetRange } from '@glyco/contracts';
import { summarizeGlucose } from '../../lib/glucose/summary';

export const statsReadingCount = 50;
export const chartReadingCount = 20;

interface TimedReading {
  value: number;
  timestamp: string;
}

export interface DashboardStats {
  /** mg/dL, whole number. */
  average: number;
  inRange: number;
  belowRange: number;
  aboveRange: number;
}

/** SPEC §9: computed in the browser from the 50 newest readings, rounded to whole numbers. */
export function dashboardStats(newestFirst: readonly TimedReading[], target: TargetRange): DashboardStats {
  const { average, inRange, belowRange, aboveRange } = summarizeGlucose(
    newestFirst.slice(0, statsReadingCount).map((reading) => reading.value),
    target,
  );
  return { average, inRange, belowRange, aboveRange };
}

/** The 20 newest readings, oldest first, for the chart. */
export function chartReadings<T extends TimedReading>(newestFirst: readonly T[]): T[] {
  return [...newestFirst]
    .sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp))
    .slice(0, chartReadingCount)
    .reverse();
}
