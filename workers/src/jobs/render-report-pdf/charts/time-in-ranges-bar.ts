import { INK, MUTED, RANGE_COLORS } from './colors';
import { svg, text } from './svg';

export interface RangeSegment {
  key: keyof typeof RANGE_COLORS;
  label: string;
  bounds: string;
  percent: number;
  goal: string;
}

const WIDTH = 340;
const HEIGHT = 250;
const BAR = { x: 10, y: 10, width: 56, height: 230 };
/** Thin segments still show, so a small but important time below range is never invisible. */
const MIN_SEGMENT = 2;

/** A stacked bar of the five ranges, very high on top, each labelled with its percentage and goal. */
export function timeInRangesBar(segments: readonly RangeSegment[]): string {
  const total = segments.reduce((sum, s) => sum + Math.max(s.percent, 0), 0) || 1;
  const heights = segments.map((s) => (s.percent > 0 ? Math.max(MIN_SEGMENT, (s.percent / total) * BAR.height) : 0));
  const scale = BAR.height / (heights.reduce((a, b) => a + b, 0) || 1);
  let y = BAR.y;
  const bars: string[] = [];
  segments.forEach((segment, index) => {
    const height = heights[index]! * scale;
    if (height > 0) bars.push(`<rect x="${BAR.x}" y="${y.toFixed(1)}" width="${BAR.width}" height="${height.toFixed(1)}" fill="${RANGE_COLORS[segment.key]}" stroke="#fff" stroke-width="1"/>`);
    y += height;
  });
  const rowHeight = BAR.height / segments.length;
  const labels = segments.map((segment, index) => {
    const rowY = BAR.y + rowHeight * index + rowHeight / 2;
    return [
      `<rect x="84" y="${(rowY - 13).toFixed(1)}" width="10" height="10" fill="${RANGE_COLORS[segment.key]}"/>`,
      text(100, rowY - 4, `${segment.label} (${segment.bounds})`, `font-size="11" fill="${INK}"`),
      text(100, rowY + 10, `Goal ${segment.goal}`, `font-size="10" fill="${MUTED}"`),
      text(330, rowY + 2, `${segment.percent.toFixed(1)} %`, `font-size="14" font-weight="bold" text-anchor="end" fill="${INK}"`),
    ].join('');
  });
  return svg(WIDTH, HEIGHT, 'Time in ranges', [...bars, ...labels].join(''));
}
