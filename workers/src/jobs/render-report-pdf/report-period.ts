import { localDateTime, offsetLabel } from './format';

const DAY_MS = 86_400_000;

export interface ReportPeriod {
  start: string;
  end: string;
  /** Calendar days the period touches where the person lives, so days with data never exceed it. */
  days: number;
}

/** The local dates of a requested period (start and end inclusive) and how many days it spans. */
export function reportPeriod(start: Date, end: Date, timezoneOffsetMinutes: number): ReportPeriod {
  const local = (instant: Date) => new Date(instant.getTime() + timezoneOffsetMinutes * 60_000).toISOString().slice(0, 10);
  const first = local(start);
  const last = local(end);
  const days = Math.round((Date.parse(last) - Date.parse(first)) / DAY_MS) + 1;
  return { start: first, end: last, days: Math.max(1, days) };
}

/** The exact window the figures cover, both ends included, in the person's local time. */
export function periodWindow(start: Date, end: Date, timezoneOffsetMinutes: number): string {
  return `${localDateTime(start, timezoneOffsetMinutes)} to ${localDateTime(end, timezoneOffsetMinutes)} (${offsetLabel(timezoneOffsetMinutes)}), both included`;
}
