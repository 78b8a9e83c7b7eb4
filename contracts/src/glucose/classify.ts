import { z } from 'zod';

export interface TargetRange {
  /** mg/dL, inclusive. */
  min: number;
  /** mg/dL, inclusive. */
  max: number;
}

export const DEFAULT_TARGET_RANGE: Readonly<TargetRange> = Object.freeze({ min: 70, max: 180 });

/** Below target min minus this is very low. */
export const VERY_LOW_OFFSET_MGDL = 20;
/** Up to target max plus this is high; above it, very high. */
export const HIGH_BAND_MGDL = 50;

export const GLUCOSE_LEVELS = ['VERY_LOW', 'LOW', 'NORMAL', 'HIGH', 'VERY_HIGH'] as const;
export const glucoseLevelSchema = z.enum(GLUCOSE_LEVELS);
export type GlucoseLevel = z.infer<typeof glucoseLevelSchema>;

export const GLUCOSE_LEVEL_COLOURS: Readonly<Record<GlucoseLevel, string>> = Object.freeze({
  VERY_LOW: '#d00000',
  LOW: '#ffaa00',
  NORMAL: '#2ecc71',
  HIGH: '#ffaa00',
  VERY_HIGH: '#d00000',
});

export function classifyGlucose(mgdl: number, range: TargetRange = DEFAULT_TARGET_RANGE): GlucoseLevel {
  if (mgdl < range.min - VERY_LOW_OFFSET_MGDL) return 'VERY_LOW';
  if (mgdl < range.min) return 'LOW';
  if (mgdl <= range.max) return 'NORMAL';
  if (mgdl <= range.max + HIGH_BAND_MGDL) return 'HIGH';
  return 'VERY_HIGH';
}

export function glucoseColour(mgdl: number, range: TargetRange = DEFAULT_TARGET_RANGE): string {
  return GLUCOSE_LEVEL_COLOURS[classifyGlucose(mgdl, range)];
}
