/**
 * The file is past a limit of the import (inflated size, number of records, memory): refused whole,
 * once, with a message for the person. Never worth a retry: the same file fails the same way.
 */
export class ImportLimitError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportLimitError';
  }
}
