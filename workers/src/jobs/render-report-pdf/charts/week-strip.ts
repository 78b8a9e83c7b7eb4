import { BAND_COLOURS, BAND_LIMITS_MGDL, bandOf, MINUTES_PER_DAY, type GlucoseSource, type GlucoseUnit, type InsulinType } from '@glyco/contracts';
import { DOSE_MARKS, GRID, INK, MEAL_MARK, MUTED } from './colors';
import { bandColouredTrace, GLUCOSE_DOMAIN, glucoseLabel, hourGrid, keepExtremes, targetBand, type Plot } from './glucose-axis';
import { linearScale, round, svg, text } from './svg';

export interface DayPoint {
  minute: number;
  value: number;
  source: GlucoseSource;
  /** The unit the reading was entered in, which its dot's band is taken in. */
  unit?: GlucoseUnit;
}

export interface DayReadings {
  /** Local calendar date, YYYY-MM-DD. */
  date: string;
  /** "Mon, Nov 3". */
  label: string;
  /** Local minute of the day and mg/dL, in time order. */
  points: DayPoint[];
  meals: { minute: number; carbs: number }[];
  doses: { minute: number; units: number; insulinType: InsulinType }[];
}

export interface StripOptions {
  /** Drawing height; the strip is as wide as its box. */
  height: number;
  /** Meals and doses under each day (the daily detail pages). */
  marks: boolean;
}

const WIDTH = 700;
const AXIS = 26;
const GAP = 4;
const DAYS = 7;
const FONT = 8;
/** Sensor readings further apart than this (plus the span of two columns, see keepExtremes) are not joined. */
const GAP_MINUTES = 30;
const MARK_LANE = 11;

/**
 * Up to seven days side by side on one glucose axis (mg/dL labels on the left), each over the
 * target range with noon marked, as the daily profiles of the AGP report v4.
 */
export function weekStrip(days: readonly DayReadings[], options: StripOptions): string {
  const panelWidth = (WIDTH - AXIS - GAP * DAYS) / DAYS;
  const bottom = options.height - FONT - 6 - (options.marks ? MARK_LANE : 0);
  const panels = days.map((day, index) => {
    const left = AXIS + index * (panelWidth + GAP);
    return dayPanel(day, { left, right: left + panelWidth, top: 14, bottom }, options.marks, index === 0);
  });
  return svg(WIDTH, options.height, `Glucose from ${days[0]?.date ?? ''} to ${days.at(-1)?.date ?? ''}`, panels.join(''), { fluid: true });
}

function dayPanel(day: DayReadings, plot: Plot, marks: boolean, labelled: boolean): string {
  const x = linearScale([0, MINUTES_PER_DAY], [plot.left, plot.right]);
  const y = linearScale(GLUCOSE_DOMAIN, [plot.bottom, plot.top]);
  // Two points per column of 2 drawing units: a day's 288 readings become about 90.
  const columnMinutes = (MINUTES_PER_DAY / (plot.right - plot.left)) * 2;
  const sensor = keepExtremes(day.points.filter((point) => point.source === 'cgm'), columnMinutes);
  return [
    text(plot.left, 10, day.label, `font-size="${FONT + 0.5}" font-weight="bold" fill="${INK}"`),
    `<rect x="${round(plot.left)}" y="${plot.top}" width="${round(plot.right - plot.left)}" height="${round(plot.bottom - plot.top)}" fill="none" stroke="${GRID}"/>`,
    targetBand(plot, y),
    hourGrid(plot, x, [12], FONT, plot.bottom + (marks ? MARK_LANE : 0) + FONT + 3),
    labelled ? glucoseLabel(plot, y, BAND_LIMITS_MGDL.lowBelow, 'left', FONT) + glucoseLabel(plot, y, BAND_LIMITS_MGDL.highAbove, 'left', FONT) : '',
    day.points.length > 0 ? bandColouredTrace(sensor, x, y, GAP_MINUTES + 2 * columnMinutes, 1.1) + meterDots(day, x, y) : noReadings(plot),
    marks ? dayMarks(day, plot, x) : '',
  ].join('');
}

/** Finger-stick readings as dots in their band colour. */
function meterDots(day: DayReadings, x: (minute: number) => number, y: (value: number) => number): string {
  return day.points
    .filter((point) => point.source === 'meter')
    .map((point) => `<circle cx="${x(point.minute)}" cy="${y(point.value)}" r="2" fill="${BAND_COLOURS[bandOf(point.value, point.unit).key]}" stroke="${INK}" stroke-width="0.4"/>`)
    .join('');
}

function noReadings(plot: Plot): string {
  return text((plot.left + plot.right) / 2, (plot.top + plot.bottom) / 2 + 3, 'No readings', `font-size="${FONT}" text-anchor="middle" fill="${MUTED}"`);
}

/** Under the plot: a triangle per meal and a bar per dose, in the colour of its insulin type. */
function dayMarks(day: DayReadings, plot: Plot, x: (minute: number) => number): string {
  const lane = plot.bottom + 3;
  const meals = day.meals.map(({ minute }) => {
    const at = x(minute);
    return `<path d="M${round(at - 3)},${lane + 7}L${round(at + 3)},${lane + 7}L${round(at)},${lane + 1}Z" fill="${MEAL_MARK}"/>`;
  });
  const doses = day.doses.map(({ minute, insulinType }) => `<rect x="${round(x(minute) - 0.9)}" y="${lane}" width="1.8" height="8" fill="${DOSE_MARKS[insulinType]}"/>`);
  return [...doses, ...meals].join('');
}
