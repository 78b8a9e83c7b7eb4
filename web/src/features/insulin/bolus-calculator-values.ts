import {
  bolusDoseNote, CGM_MAX_AGE_MINUTES, formatGlucose, formatGlucoseWithUnit, sourceOfReadingType,
  type BolusCalculation, type CalculateBolusRequestInput, type CurrentGlucose, type GlucoseUnit, type Trend,
} from '@glyco/contracts';
import type { DoseFormValues } from './dose-form-values';

export interface BolusCalculatorValues {
  carbs: string;
  /** In the person's glucose unit; blank for none. */
  currentGlucose: string;
  /** The labelled option: insulin on board offsets a positive correction only. */
  correctionOnly: boolean;
}

/** The CGM's latest value as the calculator opened: filled in when fresh, refused when older than 15 minutes. */
export interface CgmValue {
  /** As shown in the glucose field, in the person's unit. */
  shown: string;
  ageMinutes: number;
  trend: Trend | null;
  fresh: boolean;
}

export function cgmValueOf(current: CurrentGlucose | undefined, unit: GlucoseUnit): CgmValue | undefined {
  const reading = current?.reading;
  if (!reading || current.ageMinutes === null || sourceOfReadingType(reading.readingType) !== 'cgm') return undefined;
  return { shown: formatGlucose(reading.value, unit), ageMinutes: current.ageMinutes, trend: current.trend?.trend ?? null, fresh: current.ageMinutes <= CGM_MAX_AGE_MINUTES };
}

export function initialCalculatorValues(cgm: CgmValue | undefined): BolusCalculatorValues {
  return { carbs: '', currentGlucose: cgm?.fresh ? cgm.shown : '', correctionOnly: false };
}

/** The CGM value left as filled in is sent as "use the CGM", so the server judges its age and trend; anything typed is sent as typed. */
export function valuesToCalculateInput(values: Partial<BolusCalculatorValues>, unit: GlucoseUnit, cgm?: CgmValue): CalculateBolusRequestInput {
  const iobMode = values.correctionOnly ? 'correctionOnly' : 'wholeDose';
  const glucose = values.currentGlucose ?? '';
  if (cgm?.fresh && glucose.trim() === cgm.shown) return { carbs: values.carbs ?? '', unit, useCgm: true, iobMode };
  return { carbs: values.carbs ?? '', currentGlucose: glucose, unit, iobMode };
}

/** What the calculation was made from, for the note of a dose logged from it. */
export interface CalculatedBolus {
  result: BolusCalculation;
  carbs: number;
  /** With its unit, e.g. "200 mg/dL"; absent when no glucose was used. */
  glucose?: string;
}

export function calculatedBolus(result: BolusCalculation, unit: GlucoseUnit): CalculatedBolus {
  const used = result.glucose?.used ? result.glucose : undefined;
  return { result, carbs: result.carbs, glucose: used ? formatGlucoseWithUnit(used.mgdl, unit) : undefined };
}

/** The Add Dose form prefilled with the suggestion: a bolus of the suggested units, noted as such. */
export function doseValuesFromCalculation(calculated: CalculatedBolus): Partial<DoseFormValues> {
  return { insulinType: 'Bolus', units: String(calculated.result.suggestedUnits), notes: bolusDoseNote(calculated.carbs, calculated.glucose) };
}
