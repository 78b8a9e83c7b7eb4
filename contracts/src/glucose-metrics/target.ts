import { BAND_COLOURS, toDecimg, type BandKey } from './bands';

/** A person's own target range, mg/dL, both ends inclusive. */
export interface TargetRange {
  min: number;
  max: number;
}

export const DEFAULT_TARGET_RANGE: Readonly<TargetRange> = Object.freeze({ min: 70, max: 180 });

export const GLUCOSE_LEVELS = ['VERY_LOW', 'LOW', 'NORMAL', 'HIGH', 'VERY_HIGH'] as const;
// No zod here: every chart imports this file, and a page that only reads data should not load zod.
export type GlucoseLevel = (typeof GLUCOSE_LEVELS)[number];

const LEVEL_BANDS: Readonly<Record<GlucoseLevel, BandKey>> = {
  VERY_LOW: 'veryLow',
  LOW: 'low',
  NORMAL: 'inRange',
  HIGH: 'high',
  VERY_HIGH: 'veryHigh',
};

/** Where a value falls against the person's target (both compared at 0.1 mg/dL). */
export function targetPosition(decimg: number, target: TargetRange): 'below' | 'inRange' | 'above' {
  if (decimg < toDecimg(target.min)) return 'below';
  if (decimg > toDecimg(target.max)) return 'above';
  return 'inRange';
}

/**
 * One reading's level for a dot or a label: low and high against the person's own target, very
 * low and very high at the consensus limits (< 54 and > 250 mg/dL) whatever the target.
 */
export function classifyGlucose(mgdl: number, target: TargetRange = DEFAULT_TARGET_RANGE): GlucoseLevel {
  const decimg = toDecimg(mgdl);
  if (decimg < 540) return 'VERY_LOW';
  if (decimg > 2500) return 'VERY_HIGH';
  const position = targetPosition(decimg, target);
  if (position === 'below') return 'LOW';
  if (position === 'above') return 'HIGH';
  return 'NORMAL';
}

export function levelColour(level: GlucoseLevel): string {
  return BAND_COLOURS[LEVEL_BANDS[level]];
}

export function glucoseColour(mgdl: number, target: TargetRange = DEFAULT_TARGET_RANGE): string {
  return levelColour(classifyGlucose(mgdl, target));
}
