/** Sizes of the import path, shared by the route, the job and the web page. */
export const IMPORT_LIMITS = {
  /**
   * The largest file taken. A year of Libre historic and scan records is about 5 MB and 90 days of
   * Dexcom Clarity about 3 MB; 32 MB leaves room for several years in one export.
   */
  maxFileBytes: 32 * 1024 * 1024,
  /** Records appended per transaction: one head read and one bulk append each. */
  chunkSize: 2000,
  /** The rejected rows an import keeps and shows, first first. */
  errorsKept: 100,
  /** The longest file name kept (longer ones are cut). */
  fileNameMax: 255,
  /** Imports listed on the Import page. */
  listMax: 50,
} as const;
