import type { Trend } from '../../glucose-metrics/trend';

/**
 * Units taken off a dose for a falling CGM trend arrow, by correction factor (mg/dL per unit):
 * the Endocrine Society's adult table (Aleppo GP, Laffel LM, Ahmann AJ et al., "A Practical
 * Approach to Using Trend Arrows on the Dexcom G5 CGM System for the Management of Adults With
 * Diabetes", J Endocr Soc 2017;1(12):1445-1460, Table 3). The same table adds as much for rising
 * arrows; the calculator never adds insulin for a trend, so a rising arrow changes nothing.
 */
const FALLING_ADJUSTMENTS: readonly { factorBelow: number; units: Readonly<Record<FallingTrend, number>> }[] = [
  { factorBelow: 25, units: { fallingSlowly: 2.5, falling: 3.5, fallingQuickly: 4.5 } },
  { factorBelow: 50, units: { fallingSlowly: 1.5, falling: 2.5, fallingQuickly: 3.5 } },
  { factorBelow: 75, units: { fallingSlowly: 1, falling: 1.5, fallingQuickly: 2.5 } },
  { factorBelow: Number.POSITIVE_INFINITY, units: { fallingSlowly: 0.5, falling: 1, fallingQuickly: 1.5 } },
];

type FallingTrend = 'fallingSlowly' | 'falling' | 'fallingQuickly';

function isFalling(trend: Trend): trend is FallingTrend {
  return trend === 'fallingSlowly' || trend === 'falling' || trend === 'fallingQuickly';
}

/** 0 or a negative number of units: what a falling arrow takes off the suggestion. */
export function trendAdjustmentUnits(trend: Trend | null | undefined, correctionFactor: number): number {
  if (!trend || !isFalling(trend)) return 0;
  const row = FALLING_ADJUSTMENTS.find((candidate) => correctionFactor < candidate.factorBelow)!;
  return -row.units[trend];
}
