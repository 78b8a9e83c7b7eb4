import type { GlucoseUnit } from './enums';

/** mg/dL per mmol/L: the molar mass of glucose (180.1559 g/mol) divided by 10. */
export const MGDL_PER_MMOLL = 18.01559;

/** Canonical mg/dL of a value entered in the given unit. Unrounded: round only for display. */
export function toMgdl(value: number, unit: GlucoseUnit): number {
  return unit === 'mmol/L' ? value * MGDL_PER_MMOLL : value;
}

export function fromMgdl(mgdl: number, unit: GlucoseUnit): number {
  return unit === 'mmol/L' ? mgdl / MGDL_PER_MMOLL : mgdl;
}

/** Display form: mg/dL in whole numbers, mmol/L with one decimal. */
export function formatGlucose(mgdl: number, unit: GlucoseUnit): string {
  return unit === 'mmol/L' ? (mgdl / MGDL_PER_MMOLL).toFixed(1) : String(Math.round(mgdl));
}

export function formatGlucoseWithUnit(mgdl: number, unit: GlucoseUnit): string {
  return `${formatGlucose(mgdl, unit)} ${unit}`;
}
