import { z } from 'zod';
import { CLINICAL_LIMITS, LIMITS } from '../shared/limits';
import { IMPORT_LIMITS } from './limits';
import { GLUCOSE_MESSAGES } from '../glucose/messages';
import { NIGHTSCOUT_MESSAGES } from '../nightscout/messages';

/** The files an import reads, told apart by their content (never by their name). */
export const IMPORT_FORMATS = ['dexcom-clarity', 'libreview', 'nightscout', 'glyco-csv', 'glyco-export'] as const;
export const importFormatSchema = z.enum(IMPORT_FORMATS);
export type ImportFormat = z.infer<typeof importFormatSchema>;

export const IMPORT_FORMAT_LABELS: Record<ImportFormat, string> = {
  'dexcom-clarity': 'Dexcom Clarity CSV',
  libreview: 'LibreView CSV',
  nightscout: 'Nightscout JSON',
  'glyco-csv': 'Glyco CSV',
  'glyco-export': 'Glyco export zip',
};

/** What the person reads about a file or one of its rows; a row's message goes with its line. */
export const IMPORT_FORMAT_MESSAGES = {
  unknownFormat:
    'This file is in no format Glyco can import. Choose a Dexcom Clarity or LibreView CSV export, a Nightscout JSON file (entries or treatments), or a CSV or the whole zip exported from Glyco.',
  notValidJson: 'The file looks like JSON but cannot be read: it may be cut short or damaged.',
  truncatedRow: 'This row is cut short: the file may be truncated. The rows before it were read.',
  rowUnreadable: 'This row cannot be read as CSV.',
  timeMissing: 'The row has no date and time.',
  timeInvalid: 'The date and time cannot be read.',
  timeInFuture: GLUCOSE_MESSAGES.timestampInFuture,
  timeTooOld: NIGHTSCOUT_MESSAGES.timeTooOld,
  timeInGap: 'This local time does not exist in your time zone: the clocks went forward then (daylight saving time). Check the time zone in your profile.',
  glucoseInvalid: 'The glucose value is not a number.',
  glucoseOutOfRange: NIGHTSCOUT_MESSAGES.glucoseOutOfRange,
  insulinInvalid: 'The insulin value is not a number.',
  insulinOutOfRange: `Insulin must be between ${CLINICAL_LIMITS.insulinUnitsMin} and ${CLINICAL_LIMITS.insulinUnitsMax} units`,
  insulinTypeUnknown: 'The insulin type is not Basal, Bolus, Correction or Mixed.',
  carbsInvalid: 'The carbohydrate value is not a number.',
  carbsOutOfRange: `Carbs must be between 0 and ${CLINICAL_LIMITS.mealCarbsMaxGrams} g`,
  carbsServingsOnly: 'Carbohydrates are given in servings only; import them in grams.',
  unitUnknown: 'The glucose unit is not mg/dL or mmol/L.',
  readingTypeNotImported: 'Lab readings are not imported from files; add them on the Glucose page.',
  readingTypeUnknown: 'The reading type is not CGM, Scan or Manual.',
  exportZipUnreadable: 'This Glyco export zip cannot be read: it may be cut short or damaged. Download the export again.',
  exportRecordInvalid: 'This record of the Glyco export cannot be read.',
  inflatesTooLarge: `This zip unpacks to far more than any Glyco export of ${IMPORT_LIMITS.maxFileBytes / (1024 * 1024)} MB holds: it cannot be imported.`,
  tooManyRecords: `This file holds more than ${IMPORT_LIMITS.maxRecords.toLocaleString('en-US')} records. Export a shorter period and import it in parts.`,
  recordTooLarge: `This record is larger than ${IMPORT_LIMITS.maxItemBytes / 1024} KB.`,
  nestedTooDeeply: `This record nests objects or arrays more than ${LIMITS.jsonDepthMax} levels deep.`,
  tooLargeToRead: 'This file needs more memory to read than an import may use. Export a shorter period and import it in parts.',
  unreadable: 'This file cannot be read. Check that it is an export from Dexcom Clarity, LibreView, Nightscout or Glyco.',
} as const;
