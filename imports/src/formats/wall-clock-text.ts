import type { WallClock } from './local-time';

/** ISO-like local times: '2026-03-08T02:30:00' (Clarity), '2026-03-08 2:30:00' (re-saved by a spreadsheet), '2026-03-08 02:30'. */
const ISO_LOCAL = /^(\d{4})-(\d{1,2})-(\d{1,2})[T ](\d{1,2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?$/;

export function isoWallClockOf(text: string): WallClock | undefined {
  const match = ISO_LOCAL.exec(text.trim());
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  return { year: year!, month: month!, day: day!, hour: hour!, minute: minute!, second: second! };
}
