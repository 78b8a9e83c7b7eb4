import { BAND_KEYS, BAND_LIMITS_MGDL, formatGlucose, GLUCOSE_BANDS, type BandKey, type GlucoseUnit } from '@glyco/contracts';

/** The smallest step a value is shown in: whole mg/dL, or 0.1 mmol/L. */
const displayStep: Record<GlucoseUnit, number> = { 'mg/dL': 1, 'mmol/L': 0.1 };

function shown(mgdl: number, unit: GlucoseUnit, steps = 0): string {
  const value = Number(formatGlucose(mgdl, unit)) + steps * displayStep[unit];
  return unit === 'mmol/L' ? value.toFixed(1) : String(value);
}

/** A band's range in the display unit, from the consensus limits: "54-69" mg/dL is "3.0-3.8" mmol/L. */
export function bandBounds(key: BandKey, unit: GlucoseUnit): string {
  const { veryLowBelow, lowBelow, highAbove, veryHighAbove } = BAND_LIMITS_MGDL;
  const bounds: Record<BandKey, string> = {
    veryLow: `< ${shown(veryLowBelow, unit)}`,
    low: `${shown(veryLowBelow, unit)}–${shown(lowBelow, unit, -1)}`,
    inRange: `${shown(lowBelow, unit)}–${shown(highAbove, unit)}`,
    high: `${shown(highAbove, unit, 1)}–${shown(veryHighAbove, unit)}`,
    veryHigh: `> ${shown(veryHighAbove, unit)}`,
  };
  return `${bounds[key]} ${unit}`;
}

export interface BandShare {
  key: BandKey;
  label: string;
  percent: number;
}

/** The five consensus bands, lowest first, labelled in the display unit, with the server's percentages. */
export function bandShares(bands: Readonly<Record<BandKey, number>>, unit: GlucoseUnit): BandShare[] {
  return BAND_KEYS.map((key, index) => ({ key, label: `${GLUCOSE_BANDS[index]!.label} (${bandBounds(key, unit)})`, percent: bands[key] }));
}
