const MAX_FILE_BYTES = 32 * 1024 * 1024;

/** Sizes of the import path, shared by the route, the job and the web page. */
export const IMPORT_LIMITS = {
  /**
   * The largest file taken. A year of Libre historic and scan records is about 5 MB and 90 days of
   * Dexcom Clarity about 3 MB; 32 MB leaves room for several years in one export.
   */
  maxFileBytes: MAX_FILE_BYTES,
  /** Records appended per transaction: one head read and one bulk append each. */
  chunkSize: 2000,
  /** The rejected rows an import keeps and shows, first first. */
  errorsKept: 100,
  /** The longest file name kept (longer ones are cut). */
  fileNameMax: 255,
  /** Imports listed on the Import page. */
  listMax: 50,
  /**
   * Inflated bytes one record file of a zip may give, counted while inflating: JSON records
   * compress about 8 to 1, so a full 32 MB export stays under it and a zip bomb stops here.
   */
  maxInflatedFileBytes: 8 * MAX_FILE_BYTES,
  /** Inflated bytes the record files of one zip give together: readings dominate, meals and doses add a fifth. */
  maxInflatedUploadBytes: 10 * MAX_FILE_BYTES,
  /**
   * Data rows one file may hold, good or bad: five years of 5-minute CGM readings are 526,000;
   * a 32 MB Clarity CSV holds about 400,000 rows.
   */
  maxRecords: 1_000_000,
  /** The longest single record of a JSON file: a meal with many food items is a few kilobytes. */
  maxItemBytes: 1024 * 1024,
  /** Readings a person may store: five years of 5-minute CGM readings with room to spare. */
  readingsQuota: 1_000_000,
  /** Imports a person may start in 24 hours: moving servers or splitting a big export takes a few. */
  importsPerDay: 20,
} as const;
