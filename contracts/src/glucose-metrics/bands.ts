import type { GlucoseUnit } from '../glucose/enums';
import { fromMgdl, toMgdl } from '../glucose/units';

/**
 * The five glucose bands of the International Consensus on Time in Range (Battelino et al.,
 * Diabetes Care 2019;42:1593-1603), their colours and their goals for most adults with type 1 or
 * type 2 diabetes. This is the only place the band limits and the palette are written.
 *
 * The consensus states its limits in both units, and they are not conversions of each other:
 * 10.0 mmol/L is 180.2 mg/dL, yet both are the top of the target range. So a reading is classified
 * in the unit it was entered or uploaded in, at 0.1 of that unit ("tenths", an integer): a mmol/L
 * reading as its meter shows it (10.0 in range, 10.1 high), a mg/dL reading at 0.1 mg/dL (180 in
 * range, 180.1 high). Sums, means and the rest are of the canonical mg/dL.
 */

export const BAND_KEYS = ['veryLow', 'low', 'inRange', 'high', 'veryHigh'] as const;
export type BandKey = (typeof BAND_KEYS)[number];
export type BandIndex = 0 | 1 | 2 | 3 | 4;

/** The consensus limits in one unit. A band's lower limit is inclusive, "above" exclusive. */
export interface BandLimits {
  veryLowBelow: number;
  lowBelow: number;
  highAbove: number;
  veryHighAbove: number;
  /** Time in tight range (Battelino et al., Lancet Diabetes Endocrinol 2023;11:42-57), both ends inclusive. */
  tight: { from: number; to: number };
  /** The step a meter shows in this unit: the low band is 54-69 mg/dL, 3.0-3.8 mmol/L. */
  step: number;
}

export const BAND_LIMITS: Readonly<Record<GlucoseUnit, Readonly<BandLimits>>> = Object.freeze({
  'mg/dL': { veryLowBelow: 54, lowBelow: 70, highAbove: 180, veryHighAbove: 250, tight: { from: 70, to: 140 }, step: 1 },
  'mmol/L': { veryLowBelow: 3.0, lowBelow: 3.9, highAbove: 10.0, veryHighAbove: 13.9, tight: { from: 3.9, to: 7.8 }, step: 0.1 },
});

/** mg/dL limits of the bands, for charts that draw them as lines. */
export const BAND_LIMITS_MGDL = BAND_LIMITS['mg/dL'];

/** Time in tight range, 70-140 mg/dL, in 0.1 mg/dL. */
export const TIGHT_RANGE_DECIMG = Object.freeze({ from: tenthsOf(BAND_LIMITS_MGDL.tight.from), to: tenthsOf(BAND_LIMITS_MGDL.tight.to) });

function tenthsOf(value: number): number {
  return Math.round(value * 10);
}

/** 0.1 mg/dL as an integer, so sums and band comparisons are exact. */
export function toDecimg(mgdl: number): number {
  return tenthsOf(mgdl);
}

/** A reading as its meter shows it, in tenths of `unit`: what it is classified by. */
export function tenthsIn(mgdl: number, unit: GlucoseUnit): number {
  return tenthsOf(fromMgdl(mgdl, unit));
}

/** Canonical mg/dL of a value in tenths of `unit`. */
export function mgdlOfTenths(tenths: number, unit: GlucoseUnit): number {
  return toMgdl(tenths / 10, unit);
}

function limitTenthsOf(limits: BandLimits) {
  return Object.freeze({
    veryLowBelow: tenthsOf(limits.veryLowBelow), lowBelow: tenthsOf(limits.lowBelow), highAbove: tenthsOf(limits.highAbove),
    veryHighAbove: tenthsOf(limits.veryHighAbove), tightFrom: tenthsOf(limits.tight.from), tightTo: tenthsOf(limits.tight.to),
  });
}

// Every reading of every digest is classified: two constants, not a lookup by unit name.
const MGDL_TENTHS = limitTenthsOf(BAND_LIMITS['mg/dL']);
const MMOL_TENTHS = limitTenthsOf(BAND_LIMITS['mmol/L']);
const limitTenths = (unit: GlucoseUnit) => (unit === 'mmol/L' ? MMOL_TENTHS : MGDL_TENTHS);

/** The band of a value in tenths of its unit. */
export function bandIndexOfTenths(tenths: number, unit: GlucoseUnit): BandIndex {
  const limits = limitTenths(unit);
  if (tenths < limits.veryLowBelow) return 0;
  if (tenths < limits.lowBelow) return 1;
  if (tenths <= limits.highAbove) return 2;
  if (tenths <= limits.veryHighAbove) return 3;
  return 4;
}

export function isInTightRangeTenths(tenths: number, unit: GlucoseUnit): boolean {
  const limits = limitTenths(unit);
  return tenths >= limits.tightFrom && tenths <= limits.tightTo;
}

/** The band of a mg/dL value in 0.1 mg/dL (a value with no unit of its own, such as an interpolated one). */
export function bandIndexOfDecimg(decimg: number): BandIndex {
  return bandIndexOfTenths(decimg, 'mg/dL');
}

export function isInTightRange(decimg: number): boolean {
  return isInTightRangeTenths(decimg, 'mg/dL');
}

export interface GlucoseBand {
  key: BandKey;
  label: string;
  /** The range as a clinician reads it, in mg/dL and in mmol/L. */
  bounds: string;
  boundsMmol: string;
  /** Level 2 hypoglycaemia, level 1 hypoglycaemia, in range, level 1 and level 2 hyperglycaemia. */
  clinicalLevel: string;
}

const shown = (value: number, unit: GlucoseUnit) => (unit === 'mmol/L' ? value.toFixed(1) : String(value));

/** A band's range in one unit, from its limits: "54-69 mg/dL", "3.0-3.8 mmol/L". */
export function bandBounds(key: BandKey, unit: GlucoseUnit): string {
  const { veryLowBelow, lowBelow, highAbove, veryHighAbove, step } = BAND_LIMITS[unit];
  const below = (limit: number) => shown(Math.round((limit - step) * 10) / 10, unit);
  const above = (limit: number) => shown(Math.round((limit + step) * 10) / 10, unit);
  const bounds: Record<BandKey, string> = {
    veryLow: `< ${shown(veryLowBelow, unit)}`,
    low: `${shown(veryLowBelow, unit)}-${below(lowBelow)}`,
    inRange: `${shown(lowBelow, unit)}-${shown(highAbove, unit)}`,
    high: `${above(highAbove)}-${shown(veryHighAbove, unit)}`,
    veryHigh: `> ${shown(veryHighAbove, unit)}`,
  };
  return `${bounds[key]} ${unit}`;
}

const BAND_NAMES: Readonly<Record<BandKey, { label: string; clinicalLevel: string }>> = {
  veryLow: { label: 'Very low', clinicalLevel: 'Level 2 hypoglycaemia' },
  low: { label: 'Low', clinicalLevel: 'Level 1 hypoglycaemia' },
  inRange: { label: 'Target range', clinicalLevel: 'In range' },
  high: { label: 'High', clinicalLevel: 'Level 1 hyperglycaemia' },
  veryHigh: { label: 'Very high', clinicalLevel: 'Level 2 hyperglycaemia' },
};

export const GLUCOSE_BANDS: readonly GlucoseBand[] = Object.freeze(
  BAND_KEYS.map((key) => ({ key, ...BAND_NAMES[key], bounds: bandBounds(key, 'mg/dL'), boundsMmol: bandBounds(key, 'mmol/L') })),
);

/**
 * The palette of the AGP report v4 (International Diabetes Center): very low dark red, low red,
 * in range green, high yellow, very high orange. Every chart, dot, bar and the PDF use these.
 */
export const BAND_COLOURS: Readonly<Record<BandKey, string>> = Object.freeze({
  veryLow: '#8b1a1a',
  low: '#e53935',
  inRange: '#2e9d4f',
  high: '#f2b705',
  veryHigh: '#e8710a',
});

/** The band of a reading of `mgdl` entered or uploaded in `unit`. */
export function bandOf(mgdl: number, unit: GlucoseUnit = 'mg/dL'): GlucoseBand {
  return GLUCOSE_BANDS[bandIndexOfTenths(tenthsIn(mgdl, unit), unit)]!;
}

export function bandColour(mgdl: number, unit: GlucoseUnit = 'mg/dL'): string {
  return BAND_COLOURS[bandOf(mgdl, unit).key];
}

/**
 * The AGP's percentile curves are not glucose levels, so they keep the blue of the AGP report:
 * the 5-95 % band, the 25-75 % band and the median, on the web and in the PDF alike.
 */
export const AGP_COLOURS = Object.freeze({
  outerBand: 'rgba(2, 132, 199, 0.18)',
  innerBand: 'rgba(2, 132, 199, 0.38)',
  median: '#0369a1',
});
