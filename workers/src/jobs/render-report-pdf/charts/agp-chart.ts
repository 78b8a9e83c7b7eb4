import type { AgpBucket, TargetRange } from '@glyco/contracts';
import { GRID, INK, INNER_BAND, MEDIAN, MUTED, OUTER_BAND, TARGET_BAND } from './colors';
import { bandPath, linePath, linearScale, svg, text } from './svg';

const WIDTH = 700;
const HEIGHT = 260;
const PLOT = { left: 44, right: 690, top: 10, bottom: 230 };
const Y_MAX = 350;
const Y_TICKS = [54, 70, 180, 250, 350];

/**
 * The Ambulatory Glucose Profile: all days overlaid on one 24-hour axis; the 5-95 % and 25-75 %
 * bands and the median per hour, over the target band. Hours without readings stay blank.
 */
export function agpChart(buckets: readonly AgpBucket[], target: TargetRange): string {
  const x = linearScale([0, 1440], [PLOT.left, PLOT.right]);
  const y = linearScale([0, Y_MAX], [PLOT.bottom, PLOT.top]);
  const width = buckets.length ? 1440 / buckets.length : 60;
  const at = (bucket: AgpBucket) => x(bucket.startMinute + width / 2);
  const yOf = (value: number | null) => (value === null ? null : y(value));
  const outer = bandPath(buckets.map((b) => ({ x: at(b), low: yOf(b.p5), high: yOf(b.p95) })));
  const inner = bandPath(buckets.map((b) => ({ x: at(b), low: yOf(b.p25), high: yOf(b.p75) })));
  const median = linePath(buckets.map((b) => ({ x: at(b), y: yOf(b.p50) })));
  const grid = [
    ...[0, 3, 6, 9, 12, 15, 18, 21, 24].map((hour) => {
      const gx = x(hour * 60);
      return `<line x1="${gx}" x2="${gx}" y1="${PLOT.top}" y2="${PLOT.bottom}" stroke="${GRID}"/>` +
        text(gx, PLOT.bottom + 16, hourLabel(hour), `font-size="10" text-anchor="middle" fill="${MUTED}"`);
    }),
    ...Y_TICKS.map((value) => `<line x1="${PLOT.left}" x2="${PLOT.right}" y1="${y(value)}" y2="${y(value)}" stroke="${GRID}"/>` +
      text(PLOT.left - 6, y(value) + 3, String(value), `font-size="10" text-anchor="end" fill="${MUTED}"`)),
  ];
  const body = [
    `<rect x="${PLOT.left}" y="${y(target.max)}" width="${PLOT.right - PLOT.left}" height="${y(target.min) - y(target.max)}" fill="${TARGET_BAND}"/>`,
    ...grid,
    `<path d="${outer}" fill="${OUTER_BAND}" opacity="0.8"/>`,
    `<path d="${inner}" fill="${INNER_BAND}" opacity="0.8"/>`,
    `<path d="${median}" fill="none" stroke="${MEDIAN}" stroke-width="2.5"/>`,
    text(PLOT.left, HEIGHT - 4, `mg/dL; target ${target.min}-${target.max} shaded`, `font-size="10" fill="${INK}"`),
    text(PLOT.right, HEIGHT - 4, 'median, 25-75 %, 5-95 %', `font-size="10" text-anchor="end" fill="${INK}"`),
  ];
  return svg(WIDTH, HEIGHT, 'Ambulatory glucose profile', body.join(''));
}

function hourLabel(hour: number): string {
  if (hour % 24 === 0) return '12 am';
  if (hour === 12) return '12 pm';
  return hour < 12 ? `${hour} am` : `${hour - 12} pm`;
}
