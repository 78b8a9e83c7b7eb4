import { z } from 'zod';
import {
  ACCOUNT_EXPORT_JSON_FILES, IMPORT_FORMAT_MESSAGES, glucoseReadingSchema, insulinDoseSchema, mealSchema,
  type GlucoseReading, type InsulinDose, type Meal,
} from '@glyco/contracts';
import { readGlycoExportZip } from './glyco-export-zip';
import { jsonArrayItems, type JsonItemOptions } from './json-array-items';
import { GLYCO_DEVICE_KIND } from './glyco-csv';
import { RecordCollector, type ParsedImport } from './parsed-import';
import type { ParseOptions } from './parse-options';
import { carbsMeal, checkedInstant, glucoseReading, insulinDose, type RowPlace } from './record-builders';

/**
 * The record files of a Glyco export zip, every record in full, so a person moving to another
 * server keeps tags, feelings, food items, brands and injection sites. Meals and doses keep their
 * original id as their source id, so importing the same zip twice adds nothing. A record's line is
 * its position in the export: readings first, then meals, then doses.
 */
export async function parseGlycoExport(bytes: Buffer, options: ParseOptions): Promise<ParsedImport> {
  const collector = new RecordCollector(options.limits);
  let line = 0;
  const each = async <T>(chunks: AsyncIterable<Buffer>, schema: z.ZodType<T>, add: (record: T, place: RowPlace) => void) => {
    for await (const item of jsonArrayItems(chunks, itemOptionsOf(options))) {
      line += 1;
      collector.countRow();
      const parsed = item.ok && hasTimestamp(item.value) ? schema.safeParse(item.value) : undefined;
      if (!parsed?.success) {
        collector.reject(line, item.ok ? IMPORT_FORMAT_MESSAGES.exportRecordInvalid : item.message);
        continue;
      }
      const place = placeOf(line, parsed.data as { timestamp: string; timezoneOffsetMinutes: number }, options.now);
      if (place.ok) add(parsed.data, place.place);
      else collector.reject(line, place.message);
    }
  };
  await readGlycoExportZip(bytes, options.limits, async (name, chunks) => {
    if (name === ACCOUNT_EXPORT_JSON_FILES.readings.name) await each(chunks, glucoseReadingSchema, (reading, place) => addReading(collector, reading, place));
    else if (name === ACCOUNT_EXPORT_JSON_FILES.meals.name) await each(chunks, mealSchema, (meal, place) => addMeal(collector, meal, place));
    else await each(chunks, insulinDoseSchema, (dose, place) => addDose(collector, dose, place));
  });
  return collector.result('glyco-export', undefined);
}

/** Every record has one: an item without is refused before the schema's costlier check (a zip bomb is a million `{}`). */
function hasTimestamp(value: unknown): boolean {
  return typeof value === 'object' && value !== null && typeof (value as { timestamp?: unknown }).timestamp === 'string';
}

function itemOptionsOf(options: ParseOptions): JsonItemOptions {
  const { maxDepth, maxItemBytes } = options.limits;
  return { maxDepth, maxItemBytes, unreadable: IMPORT_FORMAT_MESSAGES.exportZipUnreadable, itemUnreadable: IMPORT_FORMAT_MESSAGES.exportRecordInvalid };
}

type PlaceResult = { ok: true; place: RowPlace } | { ok: false; message: string };

function placeOf(line: number, record: { timestamp: string; timezoneOffsetMinutes: number }, now: Date): PlaceResult {
  const instant = Date.parse(record.timestamp);
  if (Number.isNaN(instant)) return { ok: false, message: IMPORT_FORMAT_MESSAGES.timeInvalid };
  const checked = checkedInstant(instant, now);
  if (!checked.ok) return checked;
  return { ok: true, place: { line, timestamp: checked.timestamp, timezoneOffsetMinutes: record.timezoneOffsetMinutes, deviceKind: GLYCO_DEVICE_KIND } };
}

function addReading(collector: RecordCollector, reading: GlucoseReading, place: RowPlace): void {
  const built = glucoseReading(place, reading.entered.value, reading.entered.unit, reading.readingType);
  const full = {
    mealContext: reading.mealContext, feeling: reading.feeling, notes: reading.notes, tags: reading.tags,
    ...(reading.sensorLimit ? { sensorLimit: reading.sensorLimit } : {}),
  };
  collector.addBuilt(built.ok ? { ok: true, record: { ...built.record, ...full } } : built, place.line);
}

function addMeal(collector: RecordCollector, meal: Meal, place: RowPlace): void {
  const built = carbsMeal(place, meal.totalCarbs, meal.notes);
  const foodItems = meal.foodItems.map(({ fdcId, ...item }) => (fdcId === undefined ? item : { ...item, fdcId }));
  const full = {
    externalId: meal._id,
    mealType: meal.mealType,
    foodItems,
    ...(meal.preGlucose !== undefined ? { preGlucose: meal.preGlucose } : {}),
    ...(meal.postGlucose !== undefined ? { postGlucose: meal.postGlucose } : {}),
    ...(meal.insulinDose !== undefined ? { insulinDose: meal.insulinDose } : {}),
  };
  collector.addBuilt(built.ok ? { ok: true, record: { ...built.record, ...full } } : built, place.line);
}

function addDose(collector: RecordCollector, dose: InsulinDose, place: RowPlace): void {
  const built = insulinDose(place, dose.units, dose.insulinType, dose.notes);
  const full = { externalId: dose._id, brand: dose.brand, injectionSite: dose.injectionSite, ...(dose.relatedMeal ? { relatedMealExternalId: dose.relatedMeal } : {}) };
  collector.addBuilt(built.ok ? { ok: true, record: { ...built.record, ...full } } : built, place.line);
}
