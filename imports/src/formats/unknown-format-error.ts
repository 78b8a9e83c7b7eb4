import { IMPORT_FORMAT_MESSAGES } from '@glyco/contracts';

/** The file is in no format Glyco reads; its message is for the person (the route answers 400). */
export class UnknownImportFormatError extends Error {
  constructor(message: string = IMPORT_FORMAT_MESSAGES.unknownFormat) {
    super(message);
    this.name = 'UnknownImportFormatError';
  }
}
