import { z } from 'zod';
import {
  IMPORT_FORMAT_MESSAGES, glucoseReadingSchema, insulinDoseSchema, mealSchema,
  type GlucoseReading, type InsulinDose, type Meal,
} from '@glyco/contracts';
import type { GlycoExportFiles } from './glyco-export-zip';
import { GLYCO_DEVICE_KIND } from './glyco-csv';
import { RecordCollector, type ParsedImport } from './parsed-import';
import type { ParseOptions } from './parse-options';
import { carbsMeal, checkedInstant, glucoseReading, insulinDose, type RowPlace } from './record-builders';
import { UnknownImportFormatError } from './unknown-format-error';

/**
 * The record files of a Glyco export zip, every record in full, so a person moving to another
 * server keeps tags, feelings, food items, brands and injection sites. Meals and doses keep their
 * original id as their source id, so importing the same zip twice adds nothing. A record's line is
 * its position in the export: readings first, then meals, then doses.
 */
export function parseGlycoExport(files: GlycoExportFiles, options: ParseOptions): ParsedImport {
  const collector = new RecordCollector();
  let line = 0;
  const each = <T>(text: string, schema: z.ZodType<T>, add: (record: T, place: RowPlace) => void) => {
    for (const item of itemsOf(text)) {
      line += 1;
      collector.countRow();
      const parsed = schema.safeParse(item);
      if (!parsed.success) {
        collector.reject(line, IMPORT_FORMAT_MESSAGES.exportRecordInvalid);
        continue;
      }
      const place = placeOf(line, parsed.data as { timestamp: string; timezoneOffsetMinutes: number }, options.now);
      if (place.ok) add(parsed.data, place.place);
      else collector.reject(line, place.message);
    }
  };
  each(files.readings, glucoseReadingSchema, (reading, place) => addReading(collector, reading, place));
  each(files.meals, mealSchema, (meal, place) => addMeal(collector, meal, place));
  each(files.doses, insulinDoseSchema, (dose, place) => addDose(collector, dose, place));
  return collector.result('glyco-export', undefined);
}

function itemsOf(text: string): unknown[] {
  try {
    const value: unknown = JSON.parse(text);
    if (Array.isArray(value)) return value;
  } catch {
    // Answered below, as for any file that is not a list of records.
  }
  throw new UnknownImportFormatError(IMPORT_FORMAT_MESSAGES.exportZipUnreadable);
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
