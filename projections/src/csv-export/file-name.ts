import type { CsvDataset } from '@glyco/contracts';

function localDate(instant: string, timezoneOffsetMinutes: number): string {
  return new Date(new Date(instant).getTime() + timezoneOffsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** `glyco-<dataset>-<start>-to-<end>.csv` in the requester's local dates; an open start reads "all". */
export function csvFileName(
  dataset: CsvDataset,
  range: { startDate?: string | undefined; endDate?: string | undefined; timezoneOffsetMinutes?: number | undefined },
  now: Date,
): string {
  const offset = range.timezoneOffsetMinutes ?? 0;
  const start = range.startDate ? localDate(range.startDate, offset) : 'all';
  const end = localDate(range.endDate ?? now.toISOString(), offset);
  return `glyco-${dataset}-${start}-to-${end}.csv`;
}
