import { bolusDoseNote, type BolusCalculation, type CalculateBolusRequestInput, type GlucoseUnit } from '@glyco/contracts';
import type { DoseFormValues } from './dose-form-values';

export interface BolusCalculatorValues {
  carbs: string;
  /** In the person's glucose unit; blank for none. */
  currentGlucose: string;
}

export const emptyCalculatorValues: BolusCalculatorValues = { carbs: '', currentGlucose: '' };

export function valuesToCalculateInput(values: Partial<BolusCalculatorValues>, unit: GlucoseUnit): CalculateBolusRequestInput {
  return { carbs: values.carbs ?? '', currentGlucose: values.currentGlucose ?? '', unit };
}

/** What the calculation was made from, for the note of a dose logged from it. */
export interface CalculatedBolus {
  result: BolusCalculation;
  carbs: number;
  /** As typed, with its unit, e.g. "200 mg/dL"; absent when no glucose was given. */
  glucose?: string;
}

export function calculatedBolus(result: BolusCalculation, values: BolusCalculatorValues, unit: GlucoseUnit): CalculatedBolus {
  const glucose = values.currentGlucose.trim();
  return { result, carbs: Number(values.carbs), glucose: glucose ? `${glucose} ${unit}` : undefined };
}

/** The Add Dose form prefilled with the suggestion: a bolus of the suggested units, noted as such. */
export function doseValuesFromCalculation(calculated: CalculatedBolus): Partial<DoseFormValues> {
  return { insulinType: 'Bolus', units: String(calculated.result.suggestedUnits), notes: bolusDoseNote(calculated.carbs, calculated.glucose) };
}
