import dayjs from 'dayjs';
import { formatGlucose, type GlucoseReading, type GlucoseUnit, type LogGlucoseReadingInput } from '@glyco/contracts';

export interface ReadingFormValues {
  value: string;
  /** datetime-local input value, local time. */
  timestamp: string;
  mealContext: string;
  readingType: string;
  feeling: string;
  notes: string;
  /** Comma-separated. */
  tags: string;
}

const localInputFormat = 'YYYY-MM-DDTHH:mm';

export function newReadingValues(now: Date = new Date()): ReadingFormValues {
  return {
    value: '',
    timestamp: dayjs(now).format(localInputFormat),
    mealContext: '',
    readingType: 'Manual',
    feeling: 'Not Specified',
    notes: '',
    tags: '',
  };
}

/** Prefills in the user's unit, keeping the exact number typed when it was typed in that unit. */
export function readingToValues(reading: GlucoseReading, unit: GlucoseUnit): ReadingFormValues {
  const typedInSameUnit = reading.entered?.unit === unit;
  return {
    value: typedInSameUnit ? String(reading.entered.value) : formatGlucose(reading.value, unit),
    timestamp: dayjs(reading.timestamp).format(localInputFormat),
    mealContext: reading.mealContext,
    readingType: reading.readingType,
    feeling: reading.feeling,
    notes: reading.notes ?? '',
    tags: (reading.tags ?? []).join(', '),
  };
}

function timestampInput(local: string): { timestamp?: string; timezoneOffsetMinutes?: number } {
  const parsed = dayjs(local);
  if (!local || !parsed.isValid()) return local ? { timestamp: local } : {};
  // Minutes east of UTC where the reading was taken, so daily views use the person's local day.
  return { timestamp: parsed.toISOString(), timezoneOffsetMinutes: -parsed.toDate().getTimezoneOffset() };
}

/** The API body: the value as typed with its unit (the server stores mg/dL), tags split on commas. */
export function valuesToReadingInput(values: Partial<ReadingFormValues>, unit: GlucoseUnit): LogGlucoseReadingInput {
  return {
    value: values.value ?? '',
    unit,
    ...timestampInput(values.timestamp ?? ''),
    mealContext: values.mealContext ?? '',
    readingType: values.readingType ?? '',
    feeling: values.feeling ?? '',
    notes: values.notes ?? '',
    tags: values.tags ?? '',
  } as LogGlucoseReadingInput;
}
