/*
 * The public face of the CGM data intake: the file formats, bulk ingest, and a file import from
 * upload to undo. The workers' import job and the API's routes both come through here.
 */
export { detectImportFormat, parseImportFile, readImportFile, UnknownImportFormatError, type ImportFileInput, type ParsedImport } from './formats';
export { ingestRecords, type IngestDeps, type IngestInput, type IngestResult } from './ingest/ingest-records';
export { recordEventOf } from './ingest/record-events';
export { ImportLimitError } from './formats/import-limit-error';
export { checkImportFormat } from './file-imports/check-format';
export { checkImportQuotas, ImportQuotaError } from './file-imports/import-quotas';
export { deleteImportUploadsOf, migrateImportUploads, saveImportUpload, type ImportUpload } from './file-imports/uploads-table';
export { failImport, processImportJob, type ImportJobDeps, type ImportJobOutcome } from './file-imports/process-import';
export { foldImport, type ImportState } from './file-imports/import-state';
export { undoImport, type UndoImportCommand } from './file-imports/undo-import';
export { PARSE_THREAD_HEAP_MB } from './parse-thread/parse-in-thread';
