import { useEffect, useState } from 'react';
import type { GlucoseReading } from '@glyco/contracts';
import { getGlucoseReadings, type DateRange } from './api/glucose-readings';
import { getGlucoseStats, type GlucoseStatsOverview } from './api/glucose-stats';

export interface GlucosePeriodData {
  /** Newest first. */
  readings: GlucoseReading[];
  stats: GlucoseStatsOverview | null;
  loading: boolean;
}

/** Readings and consensus metrics of one period, fetched again whenever `refresh` changes. */
export function useGlucosePeriod(range: DateRange, refresh: number): GlucosePeriodData {
  const [data, setData] = useState<GlucosePeriodData>({ readings: [], stats: null, loading: true });
  const start = range.start.getTime();
  const end = range.end.getTime();

  useEffect(() => {
    let current = true;
    setData((previous) => ({ ...previous, loading: true }));
    const period = { start: new Date(start), end: new Date(end) };
    void Promise.allSettled([getGlucoseReadings(period), getGlucoseStats(period)]).then(([readings, stats]) => {
      if (!current) return;
      if (readings.status === 'rejected') console.error('Failed to load glucose readings', readings.reason);
      if (stats.status === 'rejected') console.error('Failed to load glucose statistics', stats.reason);
      setData({
        readings: readings.status === 'fulfilled' ? readings.value : [],
        stats: stats.status === 'fulfilled' ? stats.value : null,
        loading: false,
      });
    });
    return () => {
      current = false;
    };
  }, [start, end, refresh]);

  return data;
}
