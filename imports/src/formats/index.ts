export { detectImportFormat, parseImportFile, readImportFile, type ImportFileInput } from './parse-import-file';
export type { ParsedImport } from './parsed-import';
export { UnknownImportFormatError } from './unknown-format-error';
