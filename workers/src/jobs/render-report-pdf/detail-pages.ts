import { weekStrip, type DayReadings } from './charts/week-strip';
import { weeksOf } from './daily-profiles';

/**
 * Heights in CSS pixels of the template: an A4 page less its margins (1047) and a little spare, a
 * page's heading and legend, the closing section (meals and doses, episodes, disclaimer) and the
 * range of a week's strip with the gap under it.
 */
export const DETAIL_LAYOUT = Object.freeze({ page: 1000, heading: 56, closing: 380, minStrip: 104, maxStrip: 180, stripGap: 6 });
/** Strips are drawn 700 wide and printed across the page's 710 CSS pixels. */
const PRINT_SCALE = 710 / 700;

export interface DetailPage {
  /** "Mon, Sep 2 to Sun, Sep 29". */
  title: string;
  strips: string[];
  /** The closing section follows the strips on the last page. */
  last: boolean;
}

/**
 * The daily detail, a week per strip with its meals and doses, spread evenly over as few pages as
 * hold it, the last page ending with the closing section; each page's strips are stretched to fill
 * it, so no page is left half empty.
 */
export function detailPages(days: readonly DayReadings[]): DetailPage[] {
  const weeks = weeksOf(days);
  const counts = splitWeeks(weeks.length);
  let first = 0;
  return counts.map((count, index) => {
    const pageWeeks = weeks.slice(first, (first += count));
    const last = index === counts.length - 1;
    const room = DETAIL_LAYOUT.page - DETAIL_LAYOUT.heading - (last ? DETAIL_LAYOUT.closing : 0);
    const slot = Math.min(DETAIL_LAYOUT.maxStrip, room / Math.max(pageWeeks.length, 1));
    const height = Math.floor((slot - DETAIL_LAYOUT.stripGap) / PRINT_SCALE);
    const strips = pageWeeks.map((week) => weekStrip(week, { height, marks: true }));
    const span = pageWeeks.flat();
    return { title: span.length > 0 ? `${span[0]!.label} to ${span.at(-1)!.label}` : '', strips, last };
  });
}

/** How many weeks each page holds: the fewest pages, the weeks shared evenly, the last one's room shortened by the closing section. */
export function splitWeeks(weeks: number): number[] {
  const { page, heading, closing, minStrip } = DETAIL_LAYOUT;
  const perPage = Math.floor((page - heading) / minStrip);
  const onLast = Math.floor((page - heading - closing) / minStrip);
  const pages = weeks <= onLast ? 1 : 1 + Math.ceil((weeks - onLast) / perPage);
  // Share the weeks so that every page is about as full as the others, the closing section counted as weeks.
  const closingWeeks = closing / minStrip;
  const share = (weeks + closingWeeks) / pages;
  const counts: number[] = [];
  let left = weeks;
  for (let page = 0; page < pages - 1; page += 1) {
    const count = Math.min(perPage, Math.max(left - onLast, Math.round(share)));
    counts.push(count);
    left -= count;
  }
  return [...counts, left];
}
