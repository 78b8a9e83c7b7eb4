import { BAND_COLOURS, type BandKey } from '@glyco/contracts';
import { INK, MUTED } from './colors';
import { svg, text } from './svg';

export interface RangeSegment {
  key: BandKey;
  label: string;
  bounds: string;
  percent: number;
  goal: string;
}

const WIDTH = 290;
const HEIGHT = 250;
const BAR = { x: 4, y: 10, width: 40, height: 230 };
const LABEL_X = 62;
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
    if (height > 0) bars.push(`<rect x="${BAR.x}" y="${y.toFixed(1)}" width="${BAR.width}" height="${height.toFixed(1)}" fill="${BAND_COLOURS[segment.key]}" stroke="#fff" stroke-width="1"/>`);
    y += height;
  });
  const rowHeight = BAR.height / segments.length;
  const labels = segments.map((segment, index) => {
    const rowY = BAR.y + rowHeight * index + rowHeight / 2;
    return [
      `<rect x="${LABEL_X - 14}" y="${(rowY - 13).toFixed(1)}" width="10" height="10" fill="${BAND_COLOURS[segment.key]}"/>`,
      text(LABEL_X, rowY - 4, `${segment.label} (${segment.bounds})`, `font-size="10.5" fill="${INK}"`),
      text(LABEL_X, rowY + 10, `Goal ${segment.goal}`, `font-size="9.5" fill="${MUTED}"`),
      text(WIDTH - 2, rowY + 2, `${segment.percent.toFixed(1)} %`, `font-size="13" font-weight="bold" text-anchor="end" fill="${INK}"`),
    ].join('');
  });
  return svg(WIDTH, HEIGHT, 'Time in ranges', [...bars, ...labels].join(''));
}
