import type { WallClock } from './local-time';
import { isoWallClockOf } from './wall-clock-text';

/** LibreView writes the reader's or phone's locale: '03-08-2026 01:30 AM' (US) or '08-03-2026 01:30' (Europe). */
const LOCALE_TIME = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp][Mm])?$/;

export type DateOrder = 'month-first' | 'day-first';

/**
 * Which of the first two numbers is the month, told from the file's own dates: AM/PM or a second
 * number above 12 say US (month first); a first number above 12 says day first. A file that never
 * tells (all days 12 or below, 24-hour clock) is European, as US exports always carry AM/PM.
 */
export function dateOrderOf(texts: Iterable<string>): DateOrder {
  let monthFirst = false;
  for (const text of texts) {
    const match = LOCALE_TIME.exec(text.trim());
    if (!match) continue;
    if (Number(match[1]) > 12) return 'day-first';
    if (match[7] || Number(match[2]) > 12) monthFirst = true;
  }
  return monthFirst ? 'month-first' : 'day-first';
}

export function libreWallClockOf(text: string, order: DateOrder): WallClock | undefined {
  const match = LOCALE_TIME.exec(text.trim());
  if (!match) return isoWallClockOf(text);
  const [first, second, year, hour, minute, second_] = match.slice(1, 7).map((part) => Number(part ?? 0));
  const meridiem = match[7]?.toUpperCase();
  if (meridiem && (hour! < 1 || hour! > 12)) return undefined;
  const hour24 = meridiem === 'PM' ? (hour! % 12) + 12 : meridiem === 'AM' ? hour! % 12 : hour!;
  const [month, day] = order === 'month-first' ? [first!, second!] : [second!, first!];
  return { year: year!, month, day, hour: hour24, minute: minute!, second: second_! };
}
