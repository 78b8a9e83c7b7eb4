/** Bolus calculator copy: settings validation, request validation, warnings and notices. */
export const BOLUS_MESSAGES = {
  carbRatioRequired: 'Carb ratio is required',
  carbRatioRange: 'Carb ratio must be between 1 and 150 g per unit',
  correctionFactorRequired: 'Correction factor is required',
  correctionFactorRange: 'Correction factor must be between 5 and 400 mg/dL per unit',
  targetGlucoseRequired: 'Target glucose is required',
  targetGlucoseRange: 'Target glucose must be between 70 and 180 mg/dL',
  insulinDurationRange: 'Duration of insulin action must be between 5 and 8 hours',
  insulinKindChoice: 'Insulin kind must be rapid-acting or ultra-rapid',
  scheduleRequired: 'Enter at least one period, starting at 00:00',
  scheduleTooLong: 'At most 24 periods a day',
  scheduleStartInvalid: 'Start must be a time of day such as 06:30',
  scheduleFirstStart: 'The first period starts at 00:00',
  scheduleOrder: 'Each period must start after the one before',
  cgmWithTypedGlucose: 'Leave the glucose blank to use your CGM value',
  doseIncrementRequired: 'Dose increment is required',
  doseIncrementChoice: 'Dose increment must be one of 0.05, 0.1, 0.5 or 1 units',
  maxBolusRequired: 'Maximum bolus is required',
  maxBolusRange: 'Maximum bolus must be between 1 and 50 units',
  carbsRequired: 'Carbs are required',
  carbsRange: 'Carbs must be between 0 and 500 g',
  notANumber: 'Must be a number',
  settingsMissing: 'Set up the bolus calculator in your profile first.',
  recordsCatchingUp: 'Your latest doses are still being saved. Please try again in a moment.',
  calculateFailed: 'Failed to calculate a bolus. Please try again.',
  disclaimer: 'A suggestion from your own settings, not medical advice. Check it against your care plan.',
} as const;

export const BOLUS_WARNING_MESSAGES = {
  lowGlucose: 'Your glucose is low. Treat the low first with 15 g of fast-acting carbohydrate and check again in 15 minutes.',
  highGlucose: 'Your glucose is high. Check for ketones and follow your sick-day plan.',
  noGlucose: 'No glucose entered: the suggestion covers the carbohydrate only, with no correction.',
} as const;

/** A CGM value older than the limit is not used: glucose moves too far in that time to correct from it. */
export function staleGlucoseMessage(ageMinutes: number, limitMinutes: number): string {
  return `Your latest CGM value is ${ageMinutes} minutes old, older than ${limitMinutes} minutes: it is not used, so there is no correction. Type a current value to include one.`;
}

export function durationRaisedMessage(savedHours: number, usedHours: number): string {
  return `Your saved duration of insulin action is ${savedHours} hours; the calculator counts ${usedHours} hours, the shortest its insulin curve allows. Update it in Profile > Medical Details.`;
}

export function cappedMessage(maxBolus: number): string {
  return `The suggestion is capped at your maximum bolus of ${maxBolus} units.`;
}

/** The note a dose logged from the calculator carries, e.g. "Bolus calculator: 60 g carbs, 200 mg/dL". */
export function bolusDoseNote(carbs: number, glucose?: string): string {
  return `Bolus calculator: ${carbs} g carbs${glucose ? `, ${glucose}` : ''}`;
}
