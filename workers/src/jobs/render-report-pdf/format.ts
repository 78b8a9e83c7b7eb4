/** How the report prints the engine's figures: as given (already to one decimal), always with one decimal. */
export const NO_DATA = 'No data';

export function oneDecimal(value: number | null, unit: string): string {
  return value === null ? NO_DATA : `${value.toFixed(1)}${unit}`;
}

export const percent = (value: number | null) => oneDecimal(value, ' %');
export const mgdl = (value: number | null) => oneDecimal(value, ' mg/dL');

/** "45 min", "2 h 05 min". */
export function duration(minutes: number | null): string {
  if (minutes === null) return '';
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

export function offsetLabel(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** "2026-11-14 23:59" where the person lives. */
export function localDateTime(instant: Date, timezoneOffsetMinutes: number): string {
  return new Date(instant.getTime() + timezoneOffsetMinutes * 60_000).toISOString().slice(0, 16).replace('T', ' ');
}
