import { IMPORT_LIMITS } from './limits';

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export const IMPORT_MESSAGES = {
  fileRequired: 'Choose a file to import: a Dexcom Clarity or LibreView CSV export, a Nightscout JSON file, or a Glyco CSV export or export zip.',
  fileEmpty: 'The file is empty.',
  fileTooLarge: `The file is larger than ${megabytes(IMPORT_LIMITS.maxFileBytes)}. Export a shorter period and import it in parts.`,
  importNotFound: 'Import not found.',
  notFinished: 'This import is still running. Undo it once it has finished.',
  alreadyUndone: 'This import has already been undone.',
  failed: 'The import stopped before the end of the file. Undo it to remove what was added, then import the file again.',
  confirmUndo: 'Undo this import? Every reading, meal and dose it added will be deleted.',
  uploadGone: 'The uploaded file is no longer available. Import it again.',
  tooManyImportsToday: `You can start ${IMPORT_LIMITS.importsPerDay} imports a day. Try again tomorrow.`,
  readingsQuotaReached: `Your account holds ${IMPORT_LIMITS.readingsQuota.toLocaleString('en-US')} readings, the most Glyco keeps for one person. Delete older readings or an earlier import before importing more.`,
  importStoppedAtQuota: `The import stopped at ${IMPORT_LIMITS.readingsQuota.toLocaleString('en-US')} readings, the most Glyco keeps for one person. What came before was added; undo the import to remove it.`,
} as const;

/** The food item an imported carbohydrate entry becomes: the sources give grams only. */
export const IMPORTED_CARBS_ITEM_NAME = 'Carbohydrates';
