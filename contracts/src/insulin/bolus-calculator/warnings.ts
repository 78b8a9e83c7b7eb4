import { BOLUS_WARNING_MESSAGES, cappedMessage } from './messages';

/** Below this no dose is suggested: a low is treated with carbohydrate first (the 15-15 rule). */
export const BOLUS_LOW_GLUCOSE_MGDL = 70;
/** Above this, ketones are checked before trusting a correction. */
export const BOLUS_HIGH_GLUCOSE_MGDL = 250;

export const BOLUS_WARNING_CODES = ['low-glucose', 'high-glucose', 'no-glucose', 'capped'] as const;
export type BolusWarningCode = (typeof BOLUS_WARNING_CODES)[number];

export interface BolusWarning {
  code: BolusWarningCode;
  message: string;
}

export function glucoseWarnings(currentGlucose: number | undefined): BolusWarning[] {
  if (currentGlucose === undefined) return [{ code: 'no-glucose', message: BOLUS_WARNING_MESSAGES.noGlucose }];
  if (currentGlucose < BOLUS_LOW_GLUCOSE_MGDL) return [{ code: 'low-glucose', message: BOLUS_WARNING_MESSAGES.lowGlucose }];
  if (currentGlucose > BOLUS_HIGH_GLUCOSE_MGDL) return [{ code: 'high-glucose', message: BOLUS_WARNING_MESSAGES.highGlucose }];
  return [];
}

export function cappedWarning(maxBolus: number): BolusWarning {
  return { code: 'capped', message: cappedMessage(maxBolus) };
}
