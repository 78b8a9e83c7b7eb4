import { useDeferredValue } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { DateRange } from './api/glucose-readings';
import { glucosePeriodQuery, type GlucosePeriod } from './queries';

export interface GlucosePeriodData extends GlucosePeriod {
  loading: boolean;
}

const nothingYet: GlucosePeriod = { readings: [], trace: null, stats: null, episodes: null };

/** The period's data; fetched again whenever a write changes the records it is built from. */
export function useGlucosePeriod(range: DateRange): GlucosePeriodData {
  const { data, isFetching } = useQuery(glucosePeriodQuery(range));
  // Deferred: React renders the period's cards and chart in slices instead of one long task.
  const shown = useDeferredValue(data);
  return { ...(shown ?? nothingYet), loading: isFetching || shown !== data };
}
