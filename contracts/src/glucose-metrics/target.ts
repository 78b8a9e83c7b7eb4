import type { GlucoseUnit } from '../glucose/enums';
import { BAND_COLOURS, BAND_LIMITS_MGDL, bandIndexOfTenths, tenthsIn, type BandKey } from './bands';

/** A person's own target range, mg/dL, both ends inclusive. */
export interface TargetRange {
  min: number;
  max: number;
}

/** The consensus target range, 70-180 mg/dL. */
export const DEFAULT_TARGET_RANGE: Readonly<TargetRange> = Object.freeze({ min: BAND_LIMITS_MGDL.lowBelow, max: BAND_LIMITS_MGDL.highAbove });

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

export type TargetPosition = 'below' | 'inRange' | 'above';

/**
 * Where a value in tenths of `unit` falls against the person's target, the target shown in that
 * unit too: a 10.0 mmol/L reading is within a 70-180 mg/dL (3.9-10.0 mmol/L) target.
 */
export function targetPosition(tenths: number, target: TargetRange, unit: GlucoseUnit = 'mg/dL'): TargetPosition {
  if (tenths < tenthsIn(target.min, unit)) return 'below';
  if (tenths > tenthsIn(target.max, unit)) return 'above';
  return 'inRange';
}

/**
 * One reading's level for a dot or a label: low and high against the person's own target, very
 * low and very high at the consensus limits whatever the target; all in the unit the reading was
 * entered or uploaded in.
 */
export function classifyGlucose(mgdl: number, target: TargetRange = DEFAULT_TARGET_RANGE, unit: GlucoseUnit = 'mg/dL'): GlucoseLevel {
  const tenths = tenthsIn(mgdl, unit);
  const band = bandIndexOfTenths(tenths, unit);
  if (band === 0) return 'VERY_LOW';
  if (band === 4) return 'VERY_HIGH';
  const position = targetPosition(tenths, target, unit);
  if (position === 'below') return 'LOW';
  if (position === 'above') return 'HIGH';
  return 'NORMAL';
}

export function levelColour(level: GlucoseLevel): string {
  return BAND_COLOURS[LEVEL_BANDS[level]];
}

export function glucoseColour(mgdl: number, target: TargetRange = DEFAULT_TARGET_RANGE, unit: GlucoseUnit = 'mg/dL'): string {
  return levelColour(classifyGlucose(mgdl, target, unit));
}
