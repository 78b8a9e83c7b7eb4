import dayjs from 'dayjs';

/** SPEC §9 display formats, in dayjs tokens. */
export const dateFormats = {
  full: 'MMMM D, YYYY h:mm A',
  date: 'MMMM D, YYYY',
  time: 'h:mm A',
  chartTick: 'MMM D, h:mm A',
  /** Where a full date would be cut off, as in the dashboard's narrow lists. */
  short: 'MMM D, h:mm A',
  day: 'MMM D',
} as const;

export const formatFull = (value: string | Date) => dayjs(value).format(dateFormats.full);
export const formatDate = (value: string | Date) => dayjs(value).format(dateFormats.date);
export const formatTime = (value: string | Date) => dayjs(value).format(dateFormats.time);
export const formatDay = (value: string | Date) => dayjs(value).format(dateFormats.day);
export const formatShort = (value: string | Date) => dayjs(value).format(dateFormats.short);

/** Ticks at midnight name the day only: "12:00 AM" on every label of a week is noise. */
export function formatChartTick(value: string | Date): string {
  const moment = dayjs(value);
  return moment.format(moment.hour() === 0 && moment.minute() === 0 ? 'MMM D' : dateFormats.chartTick);
}

/** A percentage as the server gives it, to one decimal: 72.4 is "72.4%", 100 is "100.0%". */
export function formatPercent(value: number | null | undefined): string {
  return value === null || value === undefined ? '--' : `${value.toFixed(1)}%`;
}

/** A figure to one decimal (GMI, CV, GRI), or "--" when the server has none. */
export function formatOneDecimal(value: number | null | undefined): string {
  return value === null || value === undefined ? '--' : value.toFixed(1);
}

/** "5 min", "2 h 5 min", "3 days": whole minutes, so a mean of 79.98 minutes reads "1 h 20 min". */
export function formatDuration(exactMinutes: number): string {
  const minutes = Math.round(exactMinutes);
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 1440) {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    return rest ? `${hours} h ${rest} min` : `${hours} h`;
  }
  const days = Math.floor(minutes / 1440);
  return days === 1 ? '1 day' : `${days} days`;
}
