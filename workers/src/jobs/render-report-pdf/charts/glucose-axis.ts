import { BAND_COLOURS, BAND_LIMITS_MGDL, BAND_KEYS, bandOf, type BandKey, type GlucoseUnit } from '@glyco/contracts';
import { GRID, MUTED, TARGET_SHADE_OPACITY } from './colors';
import { round, text } from './svg';

/** Every glucose chart of the report spans the range a sensor reports, 40 to 350 mg/dL (higher values are drawn at the top). */
export const GLUCOSE_DOMAIN: readonly [number, number] = [40, 350];

export interface Plot {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

type Scale = (value: number) => number;

/** "12 am", "3 pm": the hour of a tick on a 24-hour axis. */
export function hourLabel(hour: number): string {
  if (hour % 24 === 0) return '12 am';
  if (hour === 12) return '12 pm';
  return hour < 12 ? `${hour} am` : `${hour - 12} pm`;
}

/** The target range shaded in its band colour, between its two limit lines. */
export function targetBand(plot: Plot, y: Scale): string {
  const top = y(BAND_LIMITS_MGDL.highAbove);
  const bottom = y(BAND_LIMITS_MGDL.lowBelow);
  const line = (at: number) => `<line x1="${plot.left}" x2="${plot.right}" y1="${at}" y2="${at}" stroke="${BAND_COLOURS.inRange}" stroke-width="0.8"/>`;
  return `<rect x="${plot.left}" y="${top}" width="${round(plot.right - plot.left)}" height="${round(bottom - top)}" fill="${BAND_COLOURS.inRange}" fill-opacity="${TARGET_SHADE_OPACITY}"/>${line(top)}${line(bottom)}`;
}

/** A mg/dL label beside the plot: `side` left ends at the plot's left edge, right starts after its right edge. */
export function glucoseLabel(plot: Plot, y: Scale, value: number, side: 'left' | 'right', fontSize: number): string {
  const x = side === 'left' ? plot.left - 4 : plot.right + 4;
  return text(x, y(value) + fontSize * 0.35, String(value), `font-size="${fontSize}" text-anchor="${side === 'left' ? 'end' : 'start'}" fill="${MUTED}"`);
}

/** Vertical hour lines with their labels under the plot (at `labelY`, by default just under it). */
export function hourGrid(plot: Plot, x: Scale, hours: readonly number[], fontSize: number, labelY = plot.bottom + fontSize + 3): string {
  return hours
    .map((hour) => {
      const at = x(hour * 60);
      const line = `<line x1="${at}" x2="${at}" y1="${plot.top}" y2="${plot.bottom}" stroke="${GRID}" stroke-width="0.8"/>`;
      return line + text(at, labelY, hourLabel(hour), `font-size="${fontSize}" text-anchor="middle" fill="${MUTED}"`);
    })
    .join('');
}

export interface TracePoint {
  minute: number;
  value: number;
  /** The unit the reading was entered in, which its band is taken in; mg/dL when absent. */
  unit?: GlucoseUnit;
}

/**
 * A sensor trace with each segment in the colour of its band (by the mean of its two ends), one
 * path per band; points further apart than `gapMinutes` are not joined (the line would invent the
 * glucose between them).
 */
export function bandColouredTrace(points: readonly TracePoint[], x: Scale, y: Scale, gapMinutes: number, strokeWidth: number): string {
  const paths = Object.fromEntries(BAND_KEYS.map((key) => [key, ''])) as Record<BandKey, string>;
  let joined: BandKey | null = null;
  points.forEach((point, index) => {
    const previous = points[index - 1];
    if (!previous || point.minute - previous.minute > gapMinutes) {
      joined = null;
      return;
    }
    const band = bandOf((previous.value + point.value) / 2, point.unit).key;
    // A segment continuing the previous one in the same band extends its path.
    if (band !== joined) paths[band] += `M${round(x(previous.minute))},${round(y(previous.value))}`;
    paths[band] += `L${round(x(point.minute))},${round(y(point.value))}`;
    joined = band;
  });
  return BAND_KEYS.filter((key) => paths[key] !== '')
    .map((key) => `<path d="${paths[key]}" fill="none" stroke="${BAND_COLOURS[key]}" stroke-width="${strokeWidth}" stroke-linecap="round"/>`)
    .join('');
}

/**
 * The lowest and the highest point of each `columnMinutes` of a trace, in time order: a small
 * chart cannot show more than its width, and a low or a peak is never dropped.
 */
export function keepExtremes<P extends TracePoint>(points: readonly P[], columnMinutes: number): P[] {
  const kept: P[] = [];
  let column = Number.NaN;
  let low: P | undefined;
  let high: P | undefined;
  const flush = () => {
    if (!low || !high) return;
    if (low === high) kept.push(low);
    else kept.push(...(low.minute < high.minute ? [low, high] : [high, low]));
  };
  for (const point of points) {
    const index = Math.floor(point.minute / columnMinutes);
    if (index !== column) {
      flush();
      column = index;
      low = high = point;
    } else {
      if (point.value < low!.value) low = point;
      if (point.value > high!.value) high = point;
    }
  }
  flush();
  return kept;
}
