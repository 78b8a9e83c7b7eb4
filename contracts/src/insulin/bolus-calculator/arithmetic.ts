import { TREND_ARROWS } from '../../glucose-metrics/trend';
import type { GlucoseUnit } from '../../glucose/enums';
import { formatGlucose } from '../../glucose/units';
import type { BolusCalculation } from './calculate-bolus';
import { INSULIN_KIND_NAMES } from './settings';

/** Increments a pump delivers; larger ones are a pen's. */
const PUMP_INCREMENT_MAX = 0.1;

function unitsOf(calculation: BolusCalculation) {
  const decimals = calculation.roundedTo < PUMP_INCREMENT_MAX ? 2 : 1;
  return (value: number) => `${value.toFixed(decimals)} U`;
}

function correctionLine(calculation: BolusCalculation, unit: GlucoseUnit, units: (value: number) => string): string {
  const { glucose, inForce } = calculation;
  if (!glucose) return 'Correction: none, no glucose value';
  if (!glucose.used) return `Correction: none, the CGM value is ${glucose.ageMinutes} minutes old`;
  const figure = (mgdl: number) => formatGlucose(mgdl, unit);
  return `Correction (${figure(glucose.mgdl)} - ${figure(inForce.targetGlucose)}) / ${figure(inForce.correctionFactor)} = ${units(calculation.correctionDose)}`;
}

function trendLine(calculation: BolusCalculation, units: (value: number) => string): string[] {
  const trend = calculation.glucose?.used ? calculation.glucose.trend : null;
  if (!trend) return [];
  const { arrow, label } = TREND_ARROWS[trend];
  if (calculation.trendAdjustment < 0) return [`${label} ${arrow}: ${units(calculation.trendAdjustment)} for the falling trend (Endocrine Society trend-arrow table)`];
  if (trend === 'steady') return [`${label} ${arrow}: no change`];
  return [`${label} ${arrow}: nothing added; the calculator never adds insulin for a trend`];
}

function onBoardLine(calculation: BolusCalculation, units: (value: number) => string): string {
  const sign = calculation.onBoardSubtracted > 0 ? '-' : '';
  const subtracted = `On board ${sign}${units(calculation.onBoardSubtracted)}`;
  if (calculation.iobMode === 'wholeDose') return subtracted;
  return `${subtracted} (of ${units(calculation.insulinOnBoard)}, against the correction only)`;
}

function suggestionLine(calculation: BolusCalculation, units: (value: number) => string): string {
  const device = calculation.roundedTo < PUMP_INCREMENT_MAX + 1e-9 ? 'pump' : 'pen';
  const lowGlucose = calculation.warnings.some((warning) => warning.code === 'low-glucose');
  const total = calculation.carbDose + calculation.correctionDose + calculation.trendAdjustment - calculation.onBoardSubtracted;
  const belowZero = total < 0 ? ' (the total is below 0)' : '';
  const start = lowGlucose ? 'Suggested 0 U while your glucose is low' : `Suggested ${units(calculation.unroundedUnits)}${belowZero}`;
  const capped = calculation.capped ? `, capped at your maximum of ${units(calculation.suggestedUnits)}` : '';
  return `${start}, rounded down to your ${device}'s ${calculation.roundedTo} U = ${units(calculation.suggestedUnits)}${capped}`;
}

/** Every step from the figures to the suggestion, one line each, in the person's glucose unit. */
export function bolusArithmetic(calculation: BolusCalculation, unit: GlucoseUnit): string[] {
  const units = unitsOf(calculation);
  const { inForce } = calculation;
  return [
    `Carbs ${calculation.carbs} g / ${inForce.carbRatio} = ${units(calculation.carbDose)}`,
    correctionLine(calculation, unit, units),
    ...trendLine(calculation, units),
    onBoardLine(calculation, units),
    suggestionLine(calculation, units),
  ];
}

/** Which settings and which curve the calculation used. */
export function bolusBasisNote(calculation: BolusCalculation, unit: GlucoseUnit): string {
  const { inForce, insulinCurve } = calculation;
  const glucose = (mgdl: number) => `${formatGlucose(mgdl, unit)} ${unit}`;
  return (
    `Settings in force at ${inForce.localTime}: ${inForce.carbRatio} g per unit, ${glucose(inForce.correctionFactor)} per unit, target ${glucose(inForce.targetGlucose)}. ` +
    `Insulin on board counted over ${insulinCurve.durationHours} hours on the ${INSULIN_KIND_NAMES[insulinCurve.kind]} curve (peak ${insulinCurve.peakMinutes} minutes).`
  );
}
