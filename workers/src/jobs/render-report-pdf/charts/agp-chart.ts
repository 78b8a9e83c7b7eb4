import { AGP_COLOURS, BAND_COLOURS, BAND_LIMITS_MGDL, MINUTES_PER_DAY, type AgpPoint } from '@glyco/contracts';
import { GRID, INK } from './colors';
import { GLUCOSE_DOMAIN, glucoseLabel, hourGrid, targetBand, type Plot } from './glucose-axis';
import { bandPath, linePath, linearScale, svg, text } from './svg';

const WIDTH = 700;
const HEIGHT = 250;
/** Room on both sides for the limit labels and half of the first and last hour labels. */
const PLOT: Plot = { left: 34, right: 664, top: 12, bottom: 214 };
const FONT = 9.5;

/** The very low and very high limits as lines in their band colours, as on the AGP report v4. */
function outerLimits(y: (value: number) => number): string {
  const line = (value: number, colour: string) => `<line x1="${PLOT.left}" x2="${PLOT.right}" y1="${y(value)}" y2="${y(value)}" stroke="${colour}" stroke-width="1" stroke-dasharray="4 3"/>`;
  return line(BAND_LIMITS_MGDL.veryLowBelow, BAND_COLOURS.veryLow) + line(BAND_LIMITS_MGDL.veryHighAbove, BAND_COLOURS.veryHigh);
}

/** Target limits on the left, the very low and very high limits on the right: 54 and 70 are too close to share a side. */
function glucoseLabels(y: (value: number) => number): string {
  return [
    glucoseLabel(PLOT, y, BAND_LIMITS_MGDL.lowBelow, 'left', FONT),
    glucoseLabel(PLOT, y, BAND_LIMITS_MGDL.highAbove, 'left', FONT),
    glucoseLabel(PLOT, y, GLUCOSE_DOMAIN[1], 'left', FONT),
    glucoseLabel(PLOT, y, BAND_LIMITS_MGDL.veryLowBelow, 'right', FONT),
    glucoseLabel(PLOT, y, BAND_LIMITS_MGDL.veryHighAbove, 'right', FONT),
  ].join('');
}

/**
 * The Ambulatory Glucose Profile as the metrics engine gives it (the same points the web draws):
 * every day overlaid on one 24-hour axis, the smoothed 5-95 % and 25-75 % bands and the median
 * per 15 minutes, over the target range. Times of day without readings stay blank.
 */
export function agpChart(points: readonly AgpPoint[], caption: string): string {
  const x = linearScale([0, MINUTES_PER_DAY], [PLOT.left, PLOT.right]);
  const y = linearScale(GLUCOSE_DOMAIN, [PLOT.bottom, PLOT.top]);
  const yOf = (value: number | null) => (value === null ? null : y(value));
  const outer = bandPath(points.map((p) => ({ x: x(p.minute), low: yOf(p.p5), high: yOf(p.p95) })));
  const inner = bandPath(points.map((p) => ({ x: x(p.minute), low: yOf(p.p25), high: yOf(p.p75) })));
  const median = linePath(points.map((p) => ({ x: x(p.minute), y: yOf(p.p50) })));
  const body = [
    `<rect x="${PLOT.left}" y="${PLOT.top}" width="${PLOT.right - PLOT.left}" height="${PLOT.bottom - PLOT.top}" fill="none" stroke="${GRID}" stroke-width="1"/>`,
    hourGrid(PLOT, x, [0, 3, 6, 9, 12, 15, 18, 21, 24], FONT),
    targetBand(PLOT, y),
    outerLimits(y),
    glucoseLabels(y),
    `<path d="${outer}" fill="${AGP_COLOURS.outerBand}"/>`,
    `<path d="${inner}" fill="${AGP_COLOURS.innerBand}"/>`,
    `<path d="${median}" fill="none" stroke="${AGP_COLOURS.median}" stroke-width="2.2"/>`,
    text(PLOT.left, HEIGHT - 3, caption, `font-size="${FONT}" fill="${INK}"`),
    legend(),
  ];
  return svg(WIDTH, HEIGHT, 'Ambulatory glucose profile', body.join(''), { fluid: true });
}

function legend(): string {
  const y = HEIGHT - 11;
  const swatch = (at: number, fill: string, label: string) =>
    `<rect x="${at}" y="${y}" width="14" height="9" fill="${fill}"/>` + text(at + 18, y + 8, label, `font-size="${FONT}" fill="${INK}"`);
  return [
    swatch(PLOT.right - 250, AGP_COLOURS.outerBand, '5-95 %'),
    swatch(PLOT.right - 185, AGP_COLOURS.innerBand, '25-75 %'),
    `<line x1="${PLOT.right - 112}" x2="${PLOT.right - 98}" y1="${y + 4.5}" y2="${y + 4.5}" stroke="${AGP_COLOURS.median}" stroke-width="2.2"/>`,
    text(PLOT.right - 94, y + 8, 'median (50 %)', `font-size="${FONT}" fill="${INK}"`),
  ].join('');
}
