import { startTransition, useEffect, useState } from 'react';
import type { GlucoseEpisode, GlucoseReading, GlucoseStats, GlucoseTrace } from '@glyco/contracts';
import { getGlucoseTrace, isLongRange } from '../../lib/glucose/glucose-trace';
import { getGlucoseReadings, type DateRange } from './api/glucose-readings';
import { getGlucoseEpisodes, getGlucoseStats } from './api/glucose-stats';
import { historySize } from './components/reading-history';

export interface GlucosePeriodData {
  /** Newest first: every reading of a day; of a longer period only the newest the history lists. */
  readings: GlucoseReading[];
  /** A longer period's chart, downsampled by the server; null for a day or when it could not be loaded. */
  trace: GlucoseTrace | null;
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

/** Readings, the chart's trace, the server's figures and episodes of one period, fetched again whenever `refresh` changes. */
export function useGlucosePeriod(range: DateRange, refresh: number): GlucosePeriodData {
  const [data, setData] = useState<GlucosePeriodData>({ readings: [], trace: null, stats: null, episodes: null, loading: true });
  const start = range.start.getTime();
  const end = range.end.getTime();

  useEffect(() => {
    let current = true;
    setData((previous) => ({ ...previous, loading: true }));
    const period = { start: new Date(start), end: new Date(end) };
    const long = isLongRange(period);
    const requests = [
      getGlucoseReadings(period, long ? historySize : undefined),
      getGlucoseStats(period),
      getGlucoseEpisodes(period),
      long ? getGlucoseTrace(period) : Promise.resolve(null),
    ] as const;
    void Promise.allSettled(requests).then(([readings, stats, episodes, traced]) => {
      if (!current) return;
      // A transition: React renders the period's cards and chart in slices instead of one long task.
      startTransition(() =>
        setData({
          readings: settled(readings, 'glucose readings') ?? [],
          trace: settled(traced, 'the glucose trace'),
          stats: settled(stats, 'glucose statistics'),
          episodes: settled(episodes, 'glucose episodes')?.episodes ?? null,
          loading: false,
        }),
      );
    });
    return () => {
      current = false;
    };
  }, [start, end, refresh]);

  return data;
}
