import { useEffect, useState } from 'react';
import type { GlucoseEpisode, GlucoseReading, GlucoseStats } from '@glyco/contracts';
import { getGlucoseReadings, type DateRange } from './api/glucose-readings';
import { getGlucoseEpisodes, getGlucoseStats } from './api/glucose-stats';

export interface GlucosePeriodData {
  /** Newest first. */
  readings: GlucoseReading[];
  stats: GlucoseStats | null;
  /** Oldest first; null when they could not be loaded. */
  episodes: GlucoseEpisode[] | null;
  loading: boolean;
}

function settled<T>(result: PromiseSettledResult<T>, what: string): T | null {
  if (result.status === 'fulfilled') return result.value;
  console.error(`Failed to load ${what}`, result.reason);
  return null;
}

/** Readings (for the chart and the history), the server's figures and episodes of one period, fetched again whenever `refresh` changes. */
export function useGlucosePeriod(range: DateRange, refresh: number): GlucosePeriodData {
  const [data, setData] = useState<GlucosePeriodData>({ readings: [], stats: null, episodes: null, loading: true });
  const start = range.start.getTime();
  const end = range.end.getTime();

  useEffect(() => {
    let current = true;
    setData((previous) => ({ ...previous, loading: true }));
    const period = { start: new Date(start), end: new Date(end) };
    void Promise.allSettled([getGlucoseReadings(period), getGlucoseStats(period), getGlucoseEpisodes(period)]).then(([readings, stats, episodes]) => {
      if (!current) return;
      setData({
        readings: settled(readings, 'glucose readings') ?? [],
        stats: settled(stats, 'glucose statistics'),
        episodes: settled(episodes, 'glucose episodes')?.episodes ?? null,
        loading: false,
      });
    });
    return () => {
      current = false;
    };
  }, [start, end, refresh]);

  return data;
}
