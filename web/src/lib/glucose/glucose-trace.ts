import { formatGlucoseValue, fromMgdl, glucoseColour, type GlucoseTrace, type GlucoseUnit } from '@glyco/contracts';
import { glucoseRoutes } from '@glyco/contracts/api-routes/glucose';
import type { TraceChartBucket } from '../../components/charts/glucose-trace-chart';
import { apiClient } from '../api-client';
import { formatDuration, formatFull } from '../format';
import { glucoseYDomain } from './y-domain';

/** At most one bucket per 4 px of the window, and never more than this: a smooth line, never thousands of points. */
export const TRACE_BUCKETS = 288;
const PX_PER_BUCKET = 4;

/** How many buckets the window has room for: fewer on a phone, where 288 would blur into a band. */
export function traceBucketsForWindow(windowWidth = typeof window === 'undefined' ? 1440 : window.innerWidth): number {
  return Math.max(48, Math.min(TRACE_BUCKETS, Math.round(windowWidth / PX_PER_BUCKET)));
}

/** A range longer than this is drawn from the server's buckets; a day keeps every reading. */
export const FULL_RESOLUTION_MAX_MS = 86_400_000 + 60_000;

export function isLongRange(range: { start: Date; end: Date }): boolean {
  return range.end.getTime() - range.start.getTime() > FULL_RESOLUTION_MAX_MS;
}

/** The range downsampled by the server. */
export function getGlucoseTrace(range: { start: Date; end: Date }, buckets = traceBucketsForWindow()): Promise<GlucoseTrace> {
  return apiClient.call(glucoseRoutes.trace, { query: { startDate: range.start.toISOString(), endDate: range.end.toISOString(), buckets } });
}

/** The server's buckets in the display unit, each at its middle, its extremes coloured by their level. */
export function traceChartBuckets(trace: GlucoseTrace, unit: GlucoseUnit): TraceChartBucket[] {
  const half = (trace.bucketMinutes * 60_000) / 2;
  return trace.buckets.map((bucket) => ({
    date: new Date(Date.parse(bucket.start) + half),
    min: fromMgdl(bucket.min, unit),
    max: fromMgdl(bucket.max, unit),
    mean: fromMgdl(bucket.mean, unit),
    low: bucket.below > 0 ? glucoseColour(bucket.min, trace.target) : null,
    high: bucket.above > 0 ? glucoseColour(bucket.max, trace.target) : null,
  }));
}

export function traceYDomain(trace: GlucoseTrace, unit: GlucoseUnit): [number, number] {
  const [min, max] = glucoseYDomain(trace.buckets.flatMap((bucket) => [bucket.min, bucket.max]), trace.target);
  return [fromMgdl(min, unit), fromMgdl(max, unit)];
}

/** "every 15 min", "every 8 h", "each day": what one point of a trace stands for. */
export function bucketCaption(bucketMinutes: number): string {
  return bucketMinutes === 1440 ? 'each day' : `every ${formatDuration(bucketMinutes)}`;
}

export function traceReadingCount(trace: GlucoseTrace): number {
  return trace.buckets.reduce((sum, bucket) => sum + bucket.count, 0);
}

/** A sentence for screen readers standing in for the chart. */
export function describeTrace(trace: GlucoseTrace, unit: GlucoseUnit): string {
  if (trace.buckets.length === 0) return 'No readings to show.';
  const count = traceReadingCount(trace);
  const below = trace.buckets.reduce((sum, bucket) => sum + bucket.below, 0);
  const above = trace.buckets.reduce((sum, bucket) => sum + bucket.above, 0);
  const lowest = trace.buckets.reduce((best, bucket) => (bucket.min < best.min ? bucket : best));
  const highest = trace.buckets.reduce((best, bucket) => (bucket.max > best.max ? bucket : best));
  return (
    `${count.toLocaleString('en-US')} readings from ${formatFull(trace.window.start)} to ${formatFull(trace.window.end)}, as the mean and the range of ${bucketCaption(trace.bucketMinutes)}. ` +
    `Lowest ${formatGlucoseValue(lowest.min, unit, lowest.minSensorLimit)}, highest ${formatGlucoseValue(highest.max, unit, highest.maxSensorLimit)} ${unit}; ${below.toLocaleString('en-US')} readings below and ${above.toLocaleString('en-US')} above the target range.`
  );
}
