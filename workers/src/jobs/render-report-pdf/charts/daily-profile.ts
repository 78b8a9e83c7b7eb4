import { BAND_COLOURS, BAND_KEYS, BAND_LIMITS_MGDL, bandOf, MINUTES_PER_DAY, type BandKey, type GlucoseSource } from '@glyco/contracts';
import { GRID, INK, MUTED, TARGET_SHADE_OPACITY } from './colors';
import { linearScale, round, svg, text } from './svg';

const WIDTH = 168;
const HEIGHT = 84;
const PLOT = { left: 4, right: 164, top: 16, bottom: 80 };
/** Readings further apart than this are not joined: the line would invent the glucose between them. */
const GAP_MINUTES = 30;

export interface DayPoint {
  minute: number;
  value: number;
  source: GlucoseSource;
}

export interface DayReadings {
  /** Local calendar date, YYYY-MM-DD. */
  date: string;
  /** Local minute of the day and mg/dL, in time order. */
  points: DayPoint[];
}

type Scale = (value: number) => number;

/** The sensor trace, each segment in the colour of its band (by the mean of its two ends). */
function traceBySegment(points: readonly DayPoint[], x: Scale, y: Scale): string[] {
  const sensor = points.filter((point) => point.source === 'cgm');
  const paths = Object.fromEntries(BAND_KEYS.map((key) => [key, ''])) as Record<BandKey, string>;
  sensor.forEach((point, index) => {
    const previous = sensor[index - 1];
    if (!previous || point.minute - previous.minute > GAP_MINUTES) return;
    const band = bandOf((previous.value + point.value) / 2).key;
    paths[band] += `M${round(x(previous.minute))},${round(y(previous.value))}L${round(x(point.minute))},${round(y(point.value))}`;
  });
  return BAND_KEYS.filter((key) => paths[key] !== '').map(
    (key) => `<path d="${paths[key]}" fill="none" stroke="${BAND_COLOURS[key]}" stroke-width="1.3" stroke-linecap="round"/>`,
  );
}

/** Meter readings as dots in their band colour. */
function meterDots(points: readonly DayPoint[], x: Scale, y: Scale): string[] {
  return points
    .filter((point) => point.source === 'meter')
    .map((point) => `<circle cx="${x(point.minute)}" cy="${y(point.value)}" r="2" fill="${BAND_COLOURS[bandOf(point.value).key]}" stroke="${INK}" stroke-width="0.4"/>`);
}

/** One day's glucose on a 24-hour axis over the target range; a day without data says so. */
export function dailyProfile(day: DayReadings, label: string): string {
  const x = linearScale([0, MINUTES_PER_DAY], [PLOT.left, PLOT.right]);
  const y = linearScale([40, 350], [PLOT.bottom, PLOT.top]);
  const targetTop = y(BAND_LIMITS_MGDL.highAbove);
  const body = [
    text(PLOT.left, 11, label, `font-size="10" font-weight="bold" fill="${INK}"`),
    `<rect x="${PLOT.left}" y="${PLOT.top}" width="${PLOT.right - PLOT.left}" height="${PLOT.bottom - PLOT.top}" fill="none" stroke="${GRID}"/>`,
    `<rect x="${PLOT.left}" y="${targetTop}" width="${PLOT.right - PLOT.left}" height="${y(BAND_LIMITS_MGDL.lowBelow) - targetTop}" fill="${BAND_COLOURS.inRange}" fill-opacity="${TARGET_SHADE_OPACITY}"/>`,
    ...(day.points.length
      ? [...traceBySegment(day.points, x, y), ...meterDots(day.points, x, y)]
      : [text((PLOT.left + PLOT.right) / 2, (PLOT.top + PLOT.bottom) / 2 + 3, 'No readings', `font-size="10" text-anchor="middle" fill="${MUTED}"`)]),
  ];
  return svg(WIDTH, HEIGHT, `Glucose on ${day.date}`, body.join(''));
}
