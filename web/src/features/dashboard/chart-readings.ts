export const chartReadingCount = 20;

interface TimedReading {
  timestamp: string;
}

/** SPEC §9: the 20 newest readings, oldest first, for the chart. */
export function chartReadings<T extends TimedReading>(newestFirst: readonly T[]): T[] {
  return [...newestFirst]
    .sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp))
    .slice(0, chartReadingCount)
    .reverse();
}
