import type { TargetRange } from '@glyco/contracts';

/** Used when there is no reading to fit the axis to. */
export const DEFAULT_Y_DOMAIN_MGDL: readonly [number, number] = [50, 300];
const TARGET_MARGIN_MGDL = 30;
const READING_MARGIN_MGDL = 10;

/** SPEC §9: the axis always shows the target band with a margin, and every reading. */
export function glucoseYDomain(valuesMgdl: readonly number[], target: TargetRange): [number, number] {
  if (valuesMgdl.length === 0) return [...DEFAULT_Y_DOMAIN_MGDL];
  return [
    Math.min(target.min - TARGET_MARGIN_MGDL, Math.min(...valuesMgdl) - READING_MARGIN_MGDL),
    Math.max(target.max + TARGET_MARGIN_MGDL, Math.max(...valuesMgdl) + READING_MARGIN_MGDL),
  ];
}
