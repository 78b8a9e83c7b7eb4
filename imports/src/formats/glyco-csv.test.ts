import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { IMPORT_FORMAT_MESSAGES, MGDL_PER_MMOLL, type Meal } from '@glyco/contracts';
import { GLUCOSE_COLUMNS, INSULIN_COLUMNS, MEAL_COLUMNS, glucoseCsvRow, insulinCsvRow, mealCsvRow } from '@glyco/projections';
import { parseImportFile } from './parse-import-file';
import { FIXTURE_NOW, lineOf, parseFixture } from './fixtures/read-fixture';

/** A file as the export writes it: byte-order mark, header, CRLF. */
function exportFile(columns: string[], rows: unknown[][]): Buffer {
  return Buffer.from(`\uFEFF${Papa.unparse([columns, ...rows], { newline: '\r\n' })}\r\n`);
}

function importExport(columns: string[], rows: unknown[][]) {
  return parseImportFile({ bytes: exportFile(columns, rows) }, { timeZone: 'Asia/Tokyo', now: FIXTURE_NOW });
}

describe('Glyco CSV exports', () => {
  it('reads glucose readings with the unit entered and the offset of their local time', () => {
    const parsed = parseFixture('glyco-glucose.csv', 'America/New_York');
    expect(parsed).toMatchObject({ format: 'glyco-csv', deviceKind: undefined });
    expect(parsed.records).toMatchObject([
      { line: 2, readingType: 'Manual', valueMgdl: 104, entered: { value: 104, unit: 'mg/dL' }, timestamp: '2026-03-14T07:58:00.000Z', timezoneOffsetMinutes: 60 },
      { line: 3, readingType: 'CGM', entered: { value: 8.4, unit: 'mmol/L' } },
      { line: lineOf('glyco-glucose.csv', '2026-03-14T12:08'), entered: { value: 8.3, unit: 'mmol/L' } },
      { line: lineOf('glyco-glucose.csv', '2026-03-14T18:30'), valueMgdl: 250 },
    ]);
  });

  it('refuses lab readings with their line, counting a quoted note over two lines as one row', () => {
    const parsed = parseFixture('glyco-glucose.csv', 'UTC');
    expect(parsed.errors).toEqual([{ line: lineOf('glyco-glucose.csv', ',Lab,'), message: IMPORT_FORMAT_MESSAGES.readingTypeNotImported }]);
    expect(parsed.total).toBe(5);
  });

  it('reads meals with their carbohydrate total and notes, and doses of the four insulin types', () => {
    expect(parseFixture('glyco-meals.csv', 'UTC').records).toMatchObject([
      { kind: 'meal', carbs: 62.5, notes: 'Shared with a friend' },
      { kind: 'meal', carbs: 0 },
    ]);
    const doses = parseFixture('glyco-insulin.csv', 'UTC');
    expect(doses.records).toMatchObject([{ insulinType: 'Bolus', units: 5 }, { insulinType: 'Basal', units: 20 }]);
    expect(doses.errors).toEqual([{ line: 4, message: IMPORT_FORMAT_MESSAGES.insulinTypeUnknown }]);
  });

  it('takes back what the export wrote, formula guard included', () => {
    const takenAt = new Date('2026-05-02T22:40:00.000Z');
    const glucose = glucoseCsvRow({
      _id: 'r1', value: 99.08574, unit: 'mg/dL', entered: { value: 5.5, unit: 'mmol/L' }, timestamp: takenAt.toISOString(), timezoneOffsetMinutes: 540,
      mealContext: 'Fasting', readingType: 'Manual', feeling: 'Normal', tags: ['morning'], notes: 'ok',
    });
    expect(importExport(GLUCOSE_COLUMNS, [glucose]).records).toEqual([
      { kind: 'reading', line: 2, timestamp: takenAt.toISOString(), timezoneOffsetMinutes: 540, deviceKind: 'Glyco', valueMgdl: 5.5 * MGDL_PER_MMOLL, entered: { value: 5.5, unit: 'mmol/L' }, readingType: 'Manual' },
    ]);
    const low = glucoseCsvRow({
      _id: 'r2', value: 39, unit: 'mg/dL', entered: { value: 39, unit: 'mg/dL' }, timestamp: takenAt.toISOString(), timezoneOffsetMinutes: 0,
      mealContext: 'Not Specified', readingType: 'CGM', feeling: 'Not Specified', tags: [], notes: '', sensorLimit: 'below',
    });
    expect(importExport(GLUCOSE_COLUMNS, [low]).records).toMatchObject([{ valueMgdl: 39, readingType: 'CGM', sensorLimit: 'below' }]);
    const meal: Meal = {
      _id: 'm1', mealType: 'Lunch', timestamp: '2026-05-02T03:00:00.000Z', timezoneOffsetMinutes: -330,
      foodItems: [{ name: 'Bread', carbs: 15, protein: 3, fat: 1, calories: 80, amount: 2 }], totalCarbs: 30, totalCalories: 160, notes: '=1+1',
    } as Meal;
    expect(importExport(MEAL_COLUMNS, [mealCsvRow(meal)]).records).toMatchObject([{ kind: 'meal', carbs: 30, notes: '=1+1', timezoneOffsetMinutes: -330 }]);
    const dose = insulinCsvRow({ _id: 'd1', insulinType: 'Correction', brand: 'Fiasp', units: 1.5, timestamp: '2026-05-02T03:05:00.000Z', timezoneOffsetMinutes: 0, injectionSite: 'Abdomen', notes: '' });
    expect(importExport(INSULIN_COLUMNS, [dose]).records).toMatchObject([{ kind: 'dose', insulinType: 'Correction', units: 1.5, timezoneOffsetMinutes: 0 }]);
  });
});
