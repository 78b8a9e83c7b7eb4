import { ZipFile } from 'yazl';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_EXPORT_JSON_FILES, IMPORT_FORMAT_MESSAGES, type GlucoseReading, type InsulinDose, type Meal } from '@glyco/contracts';
import { checkImportFormat } from '../file-imports/check-format';
import { FIXTURE_NOW } from './fixtures/read-fixture';
import { detectImportFormat, readImportFile } from './parse-import-file';
import { UnknownImportFormatError } from './unknown-format-error';

const READING: GlucoseReading = {
  _id: 'r1', value: 144, unit: 'mg/dL', entered: { value: 8, unit: 'mmol/L' }, timestamp: '2026-03-14T07:58:00.000Z', timezoneOffsetMinutes: 60,
  mealContext: 'After Meal', readingType: 'Manual', feeling: 'High', notes: 'After pasta', tags: ['sport', 'travel'],
};
const MEAL: Meal = {
  _id: 'm1', mealType: 'Lunch', timestamp: '2026-03-14T11:30:00.000Z', timezoneOffsetMinutes: 60, totalCarbs: 70, totalCalories: 650,
  foodItems: [
    { name: 'Pasta', carbs: 60, protein: 12, fat: 5, calories: 400, amount: 150, fdcId: 1234 },
    { name: 'Apple', carbs: 10, protein: 0, fat: 0, calories: 250, amount: 100 },
  ],
  preGlucose: 110, notes: 'Canteen',
};
const DOSE: InsulinDose = {
  _id: 'd1', insulinType: 'Bolus', brand: 'NovoRapid', units: 6.5, timestamp: '2026-03-14T11:25:00.000Z', timezoneOffsetMinutes: 60, injectionSite: 'Abdomen', notes: 'Before lunch',
};

/** A zip as the account export writes it: the profile first, the record files, other files after. */
async function exportZip(files: Record<string, unknown>): Promise<Buffer> {
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from('{}'), ACCOUNT_EXPORT_JSON_FILES.profile.name);
  for (const [name, content] of Object.entries(files)) zip.addBuffer(Buffer.from(typeof content === 'string' ? content : JSON.stringify(content)), name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const recordFiles = (readings: unknown, meals: unknown, doses: unknown) => ({
  [ACCOUNT_EXPORT_JSON_FILES.readings.name]: readings,
  [ACCOUNT_EXPORT_JSON_FILES.meals.name]: meals,
  [ACCOUNT_EXPORT_JSON_FILES.doses.name]: doses,
});

const read = (bytes: Buffer) => readImportFile({ bytes }, { timeZone: 'UTC', now: FIXTURE_NOW });

describe('Glyco export zips', () => {
  it('reads every record in full, meals and doses under their original id', async () => {
    const zip = await exportZip(recordFiles([READING], [MEAL], [DOSE]));
    expect(detectImportFormat(zip)).toBe('glyco-export');
    expect(() => checkImportFormat(zip)).not.toThrow();
    const parsed = await read(zip);
    expect(parsed).toMatchObject({ format: 'glyco-export', errors: [], total: 3, duplicates: 0 });
    expect(parsed.records).toEqual([
      {
        kind: 'reading', line: 1, timestamp: READING.timestamp, timezoneOffsetMinutes: 60, deviceKind: 'Glyco', valueMgdl: expect.closeTo(144, 0) as number,
        entered: READING.entered, readingType: 'Manual', mealContext: 'After Meal', feeling: 'High', notes: 'After pasta', tags: ['sport', 'travel'],
      },
      {
        kind: 'meal', line: 2, timestamp: MEAL.timestamp, timezoneOffsetMinutes: 60, deviceKind: 'Glyco', carbs: 70, notes: 'Canteen',
        externalId: 'm1', mealType: 'Lunch', foodItems: MEAL.foodItems, preGlucose: 110,
      },
      {
        kind: 'dose', line: 3, timestamp: DOSE.timestamp, timezoneOffsetMinutes: 60, deviceKind: 'Glyco', units: 6.5, insulinType: 'Bolus', notes: 'Before lunch',
        externalId: 'd1', brand: 'NovoRapid', injectionSite: 'Abdomen',
      },
    ]);
  });

  it('refuses a record that is not as the API presents it, with its position, and keeps lab readings', async () => {
    const lab = { ...READING, _id: 'r2', readingType: 'Lab' };
    const parsed = await read(await exportZip(recordFiles([lab, { ...READING, feeling: 'Sleepy' }], [MEAL], [DOSE])));
    expect(parsed.errors).toEqual([{ line: 2, message: IMPORT_FORMAT_MESSAGES.exportRecordInvalid }]);
    expect(parsed.records.map((record) => record.kind === 'reading' ? record.readingType : record.kind)).toEqual(['Lab', 'meal', 'dose']);
  });

  it('keeps a dose linked to its meal by the meal\'s original id', async () => {
    const parsed = await read(await exportZip(recordFiles([], [MEAL], [{ ...DOSE, relatedMeal: MEAL._id }])));
    expect(parsed.records.find((record) => record.kind === 'dose')).toMatchObject({ relatedMealExternalId: MEAL._id });
  });

  it('refuses a zip without the record files, and one whose record file is not a list', async () => {
    const other = await exportZip({ 'notes.json': [] });
    expect(() => detectImportFormat(other)).toThrow(UnknownImportFormatError);
    await expect(read(other)).rejects.toThrow(UnknownImportFormatError);
    const damaged = await exportZip(recordFiles('{"cut', [], []));
    await expect(read(damaged)).rejects.toThrow(new UnknownImportFormatError(IMPORT_FORMAT_MESSAGES.exportZipUnreadable));
  });
});
