import { DAY_MS, type GlucoseStatsQuery } from '@glyco/contracts';

/** The widest time-zone offset a reading may carry (UTC+14 / UTC-14, in ms). */
const MAX_OFFSET_MS = 14 * 60 * 60_000;

/** Raw readings taken in [start, end] whose local date is before / after the given date. */
export interface EdgeWindow {
  start: string;
  end: string;
  localDateBefore?: string;
  localDateAfter?: string;
}

export interface StatsPlan {
  /** Local dates read from the daily aggregates (null bound: unbounded); null when there are none. */
  wholeDays: { from: string | null; to: string | null } | null;
  /** Readings of the partly covered days at either end, read one by one. */
  edges: EdgeWindow[];
}

const dateOf = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 10);
const midnightOf = (date: string) => Date.parse(`${date}T00:00:00.000Z`);

/**
 * The range is exact instants, both inclusive. A reading's local day D spans the instants
 * [D - offset, D + 1 day - offset), so with offsets within +-14 h every reading of D lies in
 * [D - 14 h, D + 1 day + 14 h). Days whose whole span lies inside the range come from the daily
 * aggregates; the at most few days at each end come from their readings, filtered by instant.
 */
export function planStats(range: GlucoseStatsQuery): StatsPlan {
  const start = range.startDate === undefined ? undefined : Date.parse(range.startDate);
  const end = range.endDate === undefined ? undefined : Date.parse(range.endDate);
  const from = start === undefined ? null : dateOf(Math.ceil((start + MAX_OFFSET_MS) / DAY_MS) * DAY_MS);
  const to = end === undefined ? null : dateOf(Math.floor((end + 1 - MAX_OFFSET_MS) / DAY_MS) * DAY_MS - DAY_MS);
  if (from !== null && to !== null && from > to) {
    return { wholeDays: null, edges: [{ start: range.startDate!, end: range.endDate! }] };
  }
  const edges: EdgeWindow[] = [];
  if (from !== null) {
    const leadingEnd = Math.min(end ?? Number.POSITIVE_INFINITY, midnightOf(from) + MAX_OFFSET_MS);
    edges.push({ start: range.startDate!, end: new Date(leadingEnd).toISOString(), localDateBefore: from });
  }
  if (to !== null) {
    const trailingStart = Math.max(start ?? Number.NEGATIVE_INFINITY, midnightOf(to) + DAY_MS - MAX_OFFSET_MS);
    edges.push({ start: new Date(trailingStart).toISOString(), end: range.endDate!, localDateAfter: to });
  }
  return { wholeDays: { from, to }, edges };
}
