import { BAND_COLOURS, BAND_LIMITS_MGDL, MINUTES_PER_DAY, type AgpPoint } from '@glyco/contracts';
import { GRID, INK, INNER_BAND, MEDIAN, MUTED, OUTER_BAND, TARGET_SHADE_OPACITY } from './colors';
import { bandPath, linePath, linearScale, svg, text } from './svg';

const WIDTH = 700;
const HEIGHT = 260;
const PLOT = { left: 44, right: 680, top: 10, bottom: 230 };
const Y_MAX = 350;

/** The band limits as lines, each in the colour of the band beyond it, as on the AGP report v4. */
const LIMIT_LINES = [
  { value: BAND_LIMITS_MGDL.veryLowBelow, colour: BAND_COLOURS.veryLow },
  { value: BAND_LIMITS_MGDL.lowBelow, colour: BAND_COLOURS.inRange },
  { value: BAND_LIMITS_MGDL.highAbove, colour: BAND_COLOURS.inRange },
  { value: BAND_LIMITS_MGDL.veryHighAbove, colour: BAND_COLOURS.veryHigh },
];

function hourLabel(hour: number): string {
  if (hour % 24 === 0) return '12 am';
  if (hour === 12) return '12 pm';
  return hour < 12 ? `${hour} am` : `${hour - 12} pm`;
}

function axes(x: (value: number) => number, y: (value: number) => number): string[] {
  const hours = [0, 3, 6, 9, 12, 15, 18, 21, 24].map((hour) => {
    const gx = x(hour * 60);
    return `<line x1="${gx}" x2="${gx}" y1="${PLOT.top}" y2="${PLOT.bottom}" stroke="${GRID}"/>` +
      text(gx, PLOT.bottom + 16, hourLabel(hour), `font-size="10" text-anchor="middle" fill="${MUTED}"`);
  });
  const limits = [...LIMIT_LINES, { value: Y_MAX, colour: GRID }].map(({ value, colour }) => {
    // The two low limits are close: one label sits above its line, the other below.
    const nudge = value === BAND_LIMITS_MGDL.lowBelow ? -1 : value === BAND_LIMITS_MGDL.veryLowBelow ? 8 : 3;
    return `<line x1="${PLOT.left}" x2="${PLOT.right}" y1="${y(value)}" y2="${y(value)}" stroke="${colour}" stroke-width="${colour === GRID ? 1 : 1.2}"/>` +
      text(PLOT.left - 6, y(value) + nudge, String(value), `font-size="10" text-anchor="end" fill="${MUTED}"`);
  });
  return [...hours, ...limits];
}

/**
 * The Ambulatory Glucose Profile as the metrics engine gives it (the same points the web draws):
 * every day overlaid on one 24-hour axis, the smoothed 5-95 % and 25-75 % bands and the median
 * per 15 minutes, over the target range. Times of day without readings stay blank.
 */
export function agpChart(points: readonly AgpPoint[], caption: string): string {
  const x = linearScale([0, MINUTES_PER_DAY], [PLOT.left, PLOT.right]);
  const y = linearScale([0, Y_MAX], [PLOT.bottom, PLOT.top]);
  const yOf = (value: number | null) => (value === null ? null : y(value));
  const outer = bandPath(points.map((p) => ({ x: x(p.minute), low: yOf(p.p5), high: yOf(p.p95) })));
  const inner = bandPath(points.map((p) => ({ x: x(p.minute), low: yOf(p.p25), high: yOf(p.p75) })));
  const median = linePath(points.map((p) => ({ x: x(p.minute), y: yOf(p.p50) })));
  const targetTop = y(BAND_LIMITS_MGDL.highAbove);
  const body = [
    `<rect x="${PLOT.left}" y="${targetTop}" width="${PLOT.right - PLOT.left}" height="${y(BAND_LIMITS_MGDL.lowBelow) - targetTop}" fill="${BAND_COLOURS.inRange}" fill-opacity="${TARGET_SHADE_OPACITY}"/>`,
    ...axes(x, y),
    `<path d="${outer}" fill="${OUTER_BAND}" opacity="0.8"/>`,
    `<path d="${inner}" fill="${INNER_BAND}" opacity="0.8"/>`,
    `<path d="${median}" fill="none" stroke="${MEDIAN}" stroke-width="2.5"/>`,
    text(PLOT.left, HEIGHT - 4, caption, `font-size="10" fill="${INK}"`),
    text(PLOT.right, HEIGHT - 4, 'median, 25-75 %, 5-95 %', `font-size="10" text-anchor="end" fill="${INK}"`),
  ];
  return svg(WIDTH, HEIGHT, 'Ambulatory glucose profile', body.join(''));
}
