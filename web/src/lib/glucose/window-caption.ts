import dayjs from 'dayjs';
import type { CurrentGlucose, GlucoseMetrics } from '@glyco/contracts';

export type MetricsWindow = GlucoseMetrics['window'];

/** The names of the dashboard's windows, as GET /api/glucose/current reports them. */
export const currentWindowLabels: Record<CurrentGlucose['window'], string> = {
  last24Hours: 'Last 24 hours',
  last50Readings: 'Last 50 readings',
};

/**
 * The local days a server window covers, e.g. "Mon 16 - Sun 22 Nov" ("Mon 26 Oct - Sun 1 Nov"
 * across months; with years when it is not all this year). The window's end is exclusive.
 */
export function windowCaption(window: MetricsWindow, now: Date = new Date()): string {
  if (!window.start || !window.end) return 'All readings';
  const first = dayjs(window.start);
  const last = dayjs(Date.parse(window.end) - 1);
  const withYear = first.year() !== dayjs(now).year() || last.year() !== first.year();
  const full = withYear ? 'ddd D MMM YYYY' : 'ddd D MMM';
  if (first.isSame(last, 'day')) return first.format(full);
  const from = first.isSame(last, 'month') ? 'ddd D' : first.isSame(last, 'year') && !withYear ? 'ddd D MMM' : full;
  return `${first.format(from)} - ${last.format(full)}`;
}

/** "2,016 CGM readings", "12 meter readings": whose readings the figures come from. */
export function readingsCaption(metrics: Pick<GlucoseMetrics, 'count' | 'source'>): string {
  const count = metrics.count.toLocaleString('en-US');
  const plural = metrics.count === 1 ? 'reading' : 'readings';
  if (metrics.source === 'none') return 'No readings';
  return `${count} ${metrics.source === 'cgm' ? 'CGM' : 'meter'} ${plural}`;
}
