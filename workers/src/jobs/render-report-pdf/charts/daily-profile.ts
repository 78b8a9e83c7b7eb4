import type { TargetRange } from '@glyco/contracts';
import { GRID, INK, MEDIAN, MUTED, TARGET_BAND } from './colors';
import { linePath, linearScale, svg, text } from './svg';

const WIDTH = 168;
const HEIGHT = 84;
const PLOT = { left: 4, right: 164, top: 16, bottom: 80 };
/** Readings further apart than this are not joined: the line would invent the glucose between them. */
const GAP_MINUTES = 30;

export interface DayReadings {
  /** Local calendar date, YYYY-MM-DD. */
  date: string;
  /** Local minute of the day and mg/dL, in time order. */
  points: { minute: number; value: number }[];
}

/** One day's glucose trace on a 24-hour axis over the target band; a day without data says so. */
export function dailyProfile(day: DayReadings, target: TargetRange, label: string): string {
  const x = linearScale([0, 1440], [PLOT.left, PLOT.right]);
  const y = linearScale([40, 350], [PLOT.bottom, PLOT.top]);
  const withGaps: { x: number; y: number | null }[] = [];
  day.points.forEach((point, index) => {
    const previous = day.points[index - 1];
    if (previous && point.minute - previous.minute > GAP_MINUTES) withGaps.push({ x: 0, y: null });
    withGaps.push({ x: x(point.minute), y: y(point.value) });
  });
  const body = [
    text(PLOT.left, 11, label, `font-size="10" font-weight="bold" fill="${INK}"`),
    `<rect x="${PLOT.left}" y="${PLOT.top}" width="${PLOT.right - PLOT.left}" height="${PLOT.bottom - PLOT.top}" fill="none" stroke="${GRID}"/>`,
    `<rect x="${PLOT.left}" y="${y(target.max)}" width="${PLOT.right - PLOT.left}" height="${y(target.min) - y(target.max)}" fill="${TARGET_BAND}"/>`,
    day.points.length
      ? `<path d="${linePath(withGaps)}" fill="none" stroke="${MEDIAN}" stroke-width="1.2"/>`
      : text((PLOT.left + PLOT.right) / 2, (PLOT.top + PLOT.bottom) / 2 + 3, 'No readings', `font-size="10" text-anchor="middle" fill="${MUTED}"`),
  ];
  return svg(WIDTH, HEIGHT, `Glucose on ${day.date}`, body.join(''));
}
