import { DEFAULT_INSULIN_DURATION_HOURS, formatGlucose, toMgdl, type BolusSettingsInput, type GlucoseUnit, type UserResponse } from '@glyco/contracts';

/** The calculator's settings as typed; correction factor and target in the person's glucose unit. */
export interface BolusSettingsValues {
  enabled: boolean;
  carbRatio: string;
  /** Glucose drop per unit, in the glucose unit. */
  correctionFactor: string;
  targetGlucose: string;
  insulinDurationHours: string;
  doseIncrement: string;
  maxBolus: string;
}

const blank: BolusSettingsValues = {
  enabled: false,
  carbRatio: '',
  correctionFactor: '',
  targetGlucose: '',
  insulinDurationHours: String(DEFAULT_INSULIN_DURATION_HOURS),
  doseIncrement: '0.5',
  maxBolus: '',
};

export function bolusSettingsToValues(settings: UserResponse['bolusSettings'] | undefined, unit: GlucoseUnit): BolusSettingsValues {
  if (!settings) return { ...blank };
  return {
    enabled: true,
    carbRatio: String(settings.carbRatio),
    correctionFactor: formatGlucose(settings.correctionFactor, unit),
    targetGlucose: formatGlucose(settings.targetGlucose, unit),
    insulinDurationHours: String(settings.insulinDurationHours),
    doseIncrement: String(settings.doseIncrement),
    maxBolus: String(settings.maxBolus),
  };
}

/** Typed glucose in whole mg/dL; blank or non-numeric input is passed on for the schema to name. */
function glucoseToMgdl(typed: string, unit: GlucoseUnit): number | string {
  const value = Number(typed);
  return typed.trim() === '' || !Number.isFinite(value) ? typed : Math.round(toMgdl(value, unit));
}

function convertTyped(typed: string, from: GlucoseUnit, to: GlucoseUnit): string {
  const mgdl = glucoseToMgdl(typed, from);
  return typeof mgdl === 'number' ? formatGlucose(mgdl, to) : typed;
}

/** The profile body's bolusSettings: null when the calculator is off, mg/dL otherwise. */
export function valuesToBolusSettingsInput(values: BolusSettingsValues | undefined, unit: GlucoseUnit): BolusSettingsInput | null {
  if (!values?.enabled) return null;
  const { enabled: _enabled, ...typed } = values;
  return { ...typed, correctionFactor: glucoseToMgdl(typed.correctionFactor, unit), targetGlucose: glucoseToMgdl(typed.targetGlucose, unit) };
}

/** The glucose figures shown again in another unit, when the unit changes while the form is open. */
export function convertBolusGlucoseFields(values: BolusSettingsValues, from: GlucoseUnit, to: GlucoseUnit): Pick<BolusSettingsValues, 'correctionFactor' | 'targetGlucose'> {
  return { correctionFactor: convertTyped(values.correctionFactor, from, to), targetGlucose: convertTyped(values.targetGlucose, from, to) };
}
