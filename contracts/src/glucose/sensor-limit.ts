import type { SensorLimit } from '../imports/records';
import type { GlucoseUnit } from './enums';
import { formatGlucose } from './units';

/**
 * A value past what the sensor measures is stored one mg/dL past the device's own limit, and
 * flagged (Dexcom 'Low' 39 and 'High' 401, Libre 'LO' 39 and 'HI' 501, Nightscout's 39): the
 * device's limit is one mg/dL back, 40, 400 or 500.
 */
export function deviceLimitMgdl(valueMgdl: number, limit: SensorLimit): number {
  return limit === 'below' ? valueMgdl + 1 : valueMgdl - 1;
}

/** '123' or '6.8'; a sensor limit as the device showed it: 'below 40', 'above 400' ('below 2.2' in mmol/L). */
export function formatGlucoseValue(mgdl: number, unit: GlucoseUnit, limit?: SensorLimit | null): string {
  if (!limit) return formatGlucose(mgdl, unit);
  return `${limit} ${formatGlucose(deviceLimitMgdl(mgdl, limit), unit)}`;
}

/** formatGlucoseValue with the unit: 'below 40 mg/dL'. */
export function formatGlucoseValueWithUnit(mgdl: number, unit: GlucoseUnit, limit?: SensorLimit | null): string {
  return `${formatGlucoseValue(mgdl, unit, limit)} ${unit}`;
}
