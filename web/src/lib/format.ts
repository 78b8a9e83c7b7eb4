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
