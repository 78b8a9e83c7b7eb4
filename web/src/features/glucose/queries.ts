import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { GlucoseEpisode, GlucoseReading, GlucoseStats, GlucoseTrace } from '@glyco/contracts';
import { getGlucoseTrace, isLongRange } from '../../lib/glucose/glucose-trace';
import { logged, type RecordKind } from '../../lib/query-client';
import { getDayByDay } from './api/day-by-day';
import { getGlucoseReadings, type DateRange } from './api/glucose-readings';
import { getGlucoseEpisodes, getGlucoseStats } from './api/glucose-stats';
import { historySize } from './components/reading-history';

const rangeKey = (range: DateRange) => [range.start.toISOString(), range.end.toISOString()] as const;

export const glucoseKeys = {
  all: ['glucose'] as const,
  period: (range: DateRange) => [...glucoseKeys.all, 'period', ...rangeKey(range)] as const,
  dayByDay: (range: DateRange, days: number) => [...glucoseKeys.all, 'day-by-day', ...rangeKey(range), days] as const,
};

/** The figures follow the person's target range, so a profile save changes them too. */
const periodReads: readonly RecordKind[] = ['glucose', 'profile'];

export interface GlucosePeriod {
  /** Newest first: every reading of a day; of a longer period only the newest the history lists. */
  readings: GlucoseReading[];
  /** A longer period's chart, downsampled by the server; null for a day or when it could not be loaded. */
  trace: GlucoseTrace | null;
  stats: GlucoseStats | null;
  /** Oldest first; null when they could not be loaded. */
  episodes: GlucoseEpisode[] | null;
}

function settled<T>(result: PromiseSettledResult<T>, what: string): T | null {
  if (result.status === 'fulfilled') return result.value;
  console.error(`Failed to load ${what}`, result.reason);
  return null;
}

/** Each part of the page that loads is shown; one that fails says so in its place. */
async function loadGlucosePeriod(period: DateRange): Promise<GlucosePeriod> {
  const long = isLongRange(period);
  const [readings, stats, episodes, traced] = await Promise.allSettled([
    getGlucoseReadings(period, long ? historySize : undefined),
    getGlucoseStats(period),
    getGlucoseEpisodes(period),
    long ? getGlucoseTrace(period) : Promise.resolve(null),
  ] as const);
  return {
    readings: settled(readings, 'glucose readings') ?? [],
    trace: settled(traced, 'the glucose trace'),
    stats: settled(stats, 'glucose statistics'),
    episodes: settled(episodes, 'glucose episodes')?.episodes ?? null,
  };
}

/** Readings, the chart's trace, the server's figures and episodes of one period; the last period stays on screen while the next loads. */
export const glucosePeriodQuery = (range: DateRange) =>
  queryOptions({ queryKey: glucoseKeys.period(range), queryFn: () => loadGlucosePeriod(range), placeholderData: keepPreviousData, meta: { reads: periodReads } });

/** The period's trace, meals and doses for the day-by-day charts. */
export const dayByDayQuery = (range: DateRange, days: number) =>
  queryOptions({
    queryKey: glucoseKeys.dayByDay(range, days),
    queryFn: () => getDayByDay(range, days).catch(logged('Failed to load the day-by-day charts')),
    meta: { reads: ['glucose', 'meals', 'insulin', 'profile'] },
  });
