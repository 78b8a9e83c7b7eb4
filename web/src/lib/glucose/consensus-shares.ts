import { GLUCOSE_LEVEL_COLOURS, type ConsensusBands, type GlucoseUnit } from '@glyco/contracts';
import type { RangeShare } from '../../components/charts/time-in-ranges-bar';

/** International Consensus on Time in Range bands, fixed in mg/dL whatever the user's target. */
const bandDefinitions = [
  { key: 'veryLow', mgdl: '< 54', mmol: '< 3.0', colour: GLUCOSE_LEVEL_COLOURS.VERY_LOW, name: 'Very low' },
  { key: 'low', mgdl: '54–69', mmol: '3.0–3.8', colour: GLUCOSE_LEVEL_COLOURS.LOW, name: 'Low' },
  { key: 'inRange', mgdl: '70–180', mmol: '3.9–10.0', colour: GLUCOSE_LEVEL_COLOURS.NORMAL, name: 'In range' },
  { key: 'high', mgdl: '181–250', mmol: '10.1–13.9', colour: GLUCOSE_LEVEL_COLOURS.HIGH, name: 'High' },
  { key: 'veryHigh', mgdl: '> 250', mmol: '> 13.9', colour: GLUCOSE_LEVEL_COLOURS.VERY_HIGH, name: 'Very high' },
] as const;

/** The five consensus bands with their labels in the display unit, lowest first. */
export function consensusBandShares(bands: ConsensusBands, unit: GlucoseUnit): RangeShare[] {
  return bandDefinitions.map((band) => ({
    key: band.key,
    label: `${band.name} (${unit === 'mg/dL' ? band.mgdl : band.mmol} ${unit})`,
    percent: bands[band.key],
    colour: band.colour,
  }));
}

export function describeBandShares(shares: readonly RangeShare[]): string {
  return `Time in ranges: ${shares.map((share) => `${share.label} ${share.percent}%`).join(', ')}.`;
}
