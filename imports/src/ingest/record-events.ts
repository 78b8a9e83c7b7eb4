import {
  GlucoseReadingLogged,
  IMPORTED_CARBS_ITEM_NAME,
  InsulinDoseLogged,
  MealLogged,
  doseContent,
  fieldErrors,
  logGlucoseReadingSchema,
  logInsulinDoseSchema,
  logPumpDoseSchema,
  logMealSchema,
  mealContent,
  mealTypeAt,
  readingFieldsOf,
  recordIdOf,
  sourceMealIdOf,
  streamIds,
  type Clock,
  type EventData,
  type EventOf,
  type IngestDose,
  type IngestMeal,
  type IngestReading,
  type IngestRecord,
} from '@glyco/contracts';
import { newEvent, type NewEvent } from '@glyco/event-store';
import type { z } from 'zod';

type LoggedDefinition = typeof GlucoseReadingLogged | typeof MealLogged | typeof InsulinDoseLogged;

/** The event that logs a record, on the stream its identity names; its business time is the record's instant. */
export type RecordEvent = NewEvent<EventOf<LoggedDefinition>> & { streamId: string };

export type RecordOutcome = { ok: true; event: RecordEvent } | { ok: false; message: string };

/**
 * Checks a record with the same schemas (and so the same limits and messages) as the manual
 * logging routes, then builds its Logged event with the same content builders they use.
 */
export function recordEventOf(userId: string, record: IngestRecord, now: Clock): RecordOutcome {
  const id = recordIdOf(userId, record);
  switch (record.kind) {
    case 'reading':
      return readingEvent(userId, id, record);
    case 'meal':
      return mealEvent(userId, id, record, now);
    case 'dose':
      return doseEvent(userId, id, record);
    default:
      return exhaustive(record);
  }
}

function readingEvent(userId: string, readingId: string, record: IngestReading): RecordOutcome {
  const input = logGlucoseReadingSchema.safeParse({
    value: record.entered.value,
    unit: record.entered.unit,
    timestamp: record.timestamp,
    timezoneOffsetMinutes: record.timezoneOffsetMinutes,
    readingType: record.readingType,
    mealContext: record.mealContext ?? 'Not Specified',
    feeling: record.feeling ?? 'Not Specified',
    notes: record.notes,
    tags: record.tags,
  });
  if (!input.success) return refused(input.error);
  const fields = readingFieldsOf(input.data, record);
  const extra = {
    deviceKind: record.deviceKind,
    ...(record.sensorLimit ? { sensorLimit: record.sensorLimit } : {}),
    ...(record.direction ? { direction: record.direction } : {}),
  };
  return built(streamIds.glucoseReading(readingId), GlucoseReadingLogged, { readingId, userId, ...fields, ...extra });
}

function mealEvent(userId: string, mealId: string, record: IngestMeal, now: Clock): RecordOutcome {
  const input = logMealSchema(now).safeParse({
    mealType: record.mealType ?? mealTypeAt(record.timestamp, record.timezoneOffsetMinutes),
    timestamp: record.timestamp,
    timezoneOffsetMinutes: record.timezoneOffsetMinutes,
    foodItems: record.foodItems ?? [{ name: IMPORTED_CARBS_ITEM_NAME, carbs: record.carbs }],
    preGlucose: record.preGlucose,
    postGlucose: record.postGlucose,
    insulinDose: record.insulinDose,
    notes: record.notes,
  });
  if (!input.success) return refused(input.error);
  const content = mealContent(input.data, record.timezoneOffsetMinutes);
  return built(streamIds.meal(mealId), MealLogged, { mealId, userId, ...content, ...sourceOf(record) });
}

function doseEvent(userId: string, doseId: string, record: IngestDose): RecordOutcome {
  const input = (record.delivery ? logPumpDoseSchema : logInsulinDoseSchema).safeParse({
    insulinType: record.insulinType,
    units: record.units,
    timestamp: record.timestamp,
    timezoneOffsetMinutes: record.timezoneOffsetMinutes,
    brand: record.brand,
    injectionSite: record.injectionSite,
    notes: record.notes,
    relatedMeal: record.relatedMealExternalId ? sourceMealIdOf(userId, record.relatedMealExternalId) : undefined,
  });
  if (!input.success) return refused(input.error);
  const content = doseContent(input.data, record);
  const delivery = record.delivery ? { delivery: record.delivery } : {};
  return built(streamIds.insulinDose(doseId), InsulinDoseLogged, { doseId, userId, ...content, ...sourceOf(record), ...delivery });
}

function sourceOf(record: IngestMeal | IngestDose) {
  return { deviceKind: record.deviceKind, ...(record.externalId ? { externalId: record.externalId } : {}) };
}

/** The event's own schema has the last word (the device kind's length, the source id's). */
function built<D extends LoggedDefinition>(streamId: string, definition: D, data: EventData<D>): RecordOutcome {
  const parsed = definition.data.safeParse(data);
  if (!parsed.success) return refused(parsed.error);
  const event = newEvent<LoggedDefinition>(definition, parsed.data, { occurredAt: new Date(parsed.data.timestamp) });
  return { ok: true, event: { ...event, streamId } };
}

function refused(error: z.ZodError): RecordOutcome {
  return { ok: false, message: Object.values(fieldErrors(error))[0] ?? 'Invalid record' };
}

function exhaustive(record: never): never {
  throw new Error(`Unknown record kind: ${JSON.stringify(record)}`);
}
