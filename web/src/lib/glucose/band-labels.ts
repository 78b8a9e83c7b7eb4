import { BAND_KEYS, bandBounds as consensusBounds, GLUCOSE_BANDS, type BandKey, type GlucoseUnit } from '@glyco/contracts';

/** A band's range in the display unit, from the consensus table of that unit: "54–69 mg/dL", "3.0–3.8 mmol/L". */
export function bandBounds(key: BandKey, unit: GlucoseUnit): string {
  return consensusBounds(key, unit).replace('-', '–');
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
