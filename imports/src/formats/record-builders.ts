import {
  CLINICAL_LIMITS, CLOCK_SKEW_TOLERANCE_MS, EARLIEST_INSTANT, IMPORT_FORMAT_MESSAGES, LIMITS, fromMgdl, glucoseValueLimits, toMgdl,
  type GlucoseUnit, type IngestDose, type IngestMeal, type IngestReading, type InsulinType, type SensorLimit,
} from '@glyco/contracts';

/** Where and when a row happened, once its time is known. */
export interface RowPlace {
  line: number;
  timestamp: string;
  timezoneOffsetMinutes: number;
  deviceKind: string;
}

export type Built<T> = { ok: true; record: T } | { ok: false; message: string };

const EARLIEST_MS = Date.parse(EARLIEST_INSTANT);

/** The instant of a row as ISO text, or why it cannot be taken (future, before 1900). */
export function checkedInstant(instant: number, now: Date): { ok: true; timestamp: string } | { ok: false; message: string } {
  if (instant > now.getTime() + CLOCK_SKEW_TOLERANCE_MS) return { ok: false, message: IMPORT_FORMAT_MESSAGES.timeInFuture };
  if (instant < EARLIEST_MS) return { ok: false, message: IMPORT_FORMAT_MESSAGES.timeTooOld };
  return { ok: true, timestamp: new Date(instant).toISOString() };
}

/** A number as exports write it: '5.4', '5,4' (a decimal comma) or blank (undefined). */
export function numberIn(cell: string): number | undefined | null {
  const text = cell.trim();
  if (text === '') return undefined;
  const value = Number(text.replace(/^(-?\d+),(\d+)$/, '$1.$2'));
  return Number.isFinite(value) ? value : null;
}

export function glucoseReading(place: RowPlace, value: number, unit: GlucoseUnit, readingType: IngestReading['readingType']): Built<IngestReading> {
  const limits = glucoseValueLimits(unit);
  if (value < limits.min || value > limits.max) return { ok: false, message: IMPORT_FORMAT_MESSAGES.glucoseOutOfRange };
  return { ok: true, record: { kind: 'reading', ...place, valueMgdl: toMgdl(value, unit), entered: { value, unit }, readingType } };
}

/**
 * A sensor value past what the sensor measures ('Low', 'High'): kept at the value just past the
 * sensor's range and flagged, so time below and above range still count it.
 */
export function sensorLimitReading(place: RowPlace, valueMgdl: number, limit: SensorLimit, unit: GlucoseUnit): IngestReading {
  const entered = unit === 'mg/dL' ? valueMgdl : Math.round(fromMgdl(valueMgdl, unit) * 10) / 10;
  return { kind: 'reading', ...place, valueMgdl, entered: { value: entered, unit }, readingType: 'CGM', sensorLimit: limit };
}

function notesOf(notes: string | undefined): { notes?: string } {
  const text = notes?.trim();
  return text ? { notes: text.slice(0, LIMITS.notesMax) } : {};
}

export function insulinDose(place: RowPlace, units: number, insulinType: InsulinType, notes?: string): Built<IngestDose> {
  if (units < CLINICAL_LIMITS.insulinUnitsMin || units > CLINICAL_LIMITS.insulinUnitsMax) return { ok: false, message: IMPORT_FORMAT_MESSAGES.insulinOutOfRange };
  return { ok: true, record: { kind: 'dose', ...place, units, insulinType, ...notesOf(notes) } };
}

export function carbsMeal(place: RowPlace, carbs: number, notes?: string): Built<IngestMeal> {
  if (carbs < 0 || carbs > CLINICAL_LIMITS.mealCarbsMaxGrams) return { ok: false, message: IMPORT_FORMAT_MESSAGES.carbsOutOfRange };
  return { ok: true, record: { kind: 'meal', ...place, carbs, ...notesOf(notes) } };
}
