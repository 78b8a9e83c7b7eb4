import dayjs from 'dayjs';
import type { InsulinDose, LogInsulinDoseInput } from '@glyco/contracts';

export interface DoseFormValues {
  insulinType: string;
  brand: string;
  units: string;
  /** datetime-local input value, local time. */
  timestamp: string;
  injectionSite: string;
  /** A meal id, or '' for none. */
  relatedMeal: string;
  notes: string;
}

const localInputFormat = 'YYYY-MM-DDTHH:mm';

export function newDoseValues(now: Date = new Date()): DoseFormValues {
  return { insulinType: '', brand: '', units: '', timestamp: dayjs(now).format(localInputFormat), injectionSite: 'Not Specified', relatedMeal: '', notes: '' };
}

export function doseToValues(dose: InsulinDose): DoseFormValues {
  return {
    insulinType: dose.insulinType,
    brand: dose.brand,
    units: String(dose.units),
    timestamp: dayjs(dose.timestamp).format(localInputFormat),
    injectionSite: dose.injectionSite,
    relatedMeal: dose.relatedMeal ?? '',
    notes: dose.notes,
  };
}

function timestampInput(local: string): Pick<LogInsulinDoseInput, 'timestamp' | 'timezoneOffsetMinutes'> {
  const parsed = dayjs(local);
  if (!local || !parsed.isValid()) return local ? { timestamp: local } : {};
  // Minutes east of UTC where the dose was taken, so daily views use the person's local day.
  return { timestamp: parsed.toISOString(), timezoneOffsetMinutes: -parsed.toDate().getTimezoneOffset() };
}

/** The API body; an empty related meal is left out (SPEC §7). */
export function valuesToDoseInput(values: Partial<DoseFormValues>): LogInsulinDoseInput {
  const { relatedMeal, timestamp, ...rest } = values;
  return {
    ...rest,
    insulinType: values.insulinType ?? '',
    units: values.units ?? '',
    ...timestampInput(timestamp ?? ''),
    ...(relatedMeal ? { relatedMeal } : {}),
  } as LogInsulinDoseInput;
}
