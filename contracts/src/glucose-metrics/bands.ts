/**
 * The five glucose bands of the International Consensus on Time in Range (Battelino et al.,
 * Diabetes Care 2019;42:1593-1603), their colours and their goals for most adults with type 1 or
 * type 2 diabetes. This is the only place the band limits and the palette are written.
 *
 * Values are compared at 0.1 mg/dL ("decimg", an integer): 180.1 is high, 180 is in range,
 * 69.9 is low. CGM sensors report whole mg/dL, so 0.1 mg/dL is far below their precision.
 */

export const BAND_KEYS = ['veryLow', 'low', 'inRange', 'high', 'veryHigh'] as const;
export type BandKey = (typeof BAND_KEYS)[number];
export type BandIndex = 0 | 1 | 2 | 3 | 4;

export interface GlucoseBand {
  key: BandKey;
  label: string;
  /** The range as a clinician reads it, in mg/dL and in mmol/L. */
  bounds: string;
  boundsMmol: string;
  /** Lowest value in the band, in decimg (inclusive); null for the lowest band. */
  fromDecimg: number | null;
  /** Highest value in the band, in decimg (inclusive); null for the highest band. */
  toDecimg: number | null;
  /** Level 2 hypoglycaemia, level 1 hypoglycaemia, in range, level 1 and level 2 hyperglycaemia. */
  clinicalLevel: string;
}

export const GLUCOSE_BANDS: readonly GlucoseBand[] = Object.freeze([
  { key: 'veryLow', label: 'Very low', bounds: '< 54 mg/dL', boundsMmol: '< 3.0 mmol/L', fromDecimg: null, toDecimg: 539, clinicalLevel: 'Level 2 hypoglycaemia' },
  { key: 'low', label: 'Low', bounds: '54-69 mg/dL', boundsMmol: '3.0-3.8 mmol/L', fromDecimg: 540, toDecimg: 699, clinicalLevel: 'Level 1 hypoglycaemia' },
  { key: 'inRange', label: 'Target range', bounds: '70-180 mg/dL', boundsMmol: '3.9-10.0 mmol/L', fromDecimg: 700, toDecimg: 1800, clinicalLevel: 'In range' },
  { key: 'high', label: 'High', bounds: '181-250 mg/dL', boundsMmol: '10.1-13.9 mmol/L', fromDecimg: 1801, toDecimg: 2500, clinicalLevel: 'Level 1 hyperglycaemia' },
  { key: 'veryHigh', label: 'Very high', bounds: '> 250 mg/dL', boundsMmol: '> 13.9 mmol/L', fromDecimg: 2501, toDecimg: null, clinicalLevel: 'Level 2 hyperglycaemia' },
]);

/** mg/dL limits of the bands, for charts that draw them as lines. */
export const BAND_LIMITS_MGDL = Object.freeze({ veryLowBelow: 54, lowBelow: 70, highAbove: 180, veryHighAbove: 250 });

/**
 * Time in tight range, 70-140 mg/dL (Battelino et al., Lancet Diabetes Endocrinol 2023;11:42-57).
 */
export const TIGHT_RANGE_DECIMG = Object.freeze({ from: 700, to: 1400 });

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

/** 0.1 mg/dL as an integer, so sums and band comparisons are exact. */
export function toDecimg(mgdl: number): number {
  return Math.round(mgdl * 10);
}

export function bandIndexOfDecimg(decimg: number): BandIndex {
  if (decimg < 540) return 0;
  if (decimg < 700) return 1;
  if (decimg <= 1800) return 2;
  if (decimg <= 2500) return 3;
  return 4;
}

export function bandOf(mgdl: number): GlucoseBand {
  return GLUCOSE_BANDS[bandIndexOfDecimg(toDecimg(mgdl))]!;
}

export function bandColour(mgdl: number): string {
  return BAND_COLOURS[bandOf(mgdl).key];
}

export function isInTightRange(decimg: number): boolean {
  return decimg >= TIGHT_RANGE_DECIMG.from && decimg <= TIGHT_RANGE_DECIMG.to;
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
