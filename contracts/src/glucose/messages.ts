/** Glucose copy: validation (SPEC §5) and notices (SPEC §8). */
export const GLUCOSE_MESSAGES = {
  valueRequired: 'Glucose value is required',
  valueInvalid: 'Glucose value must be a number',
  readingTypeRequired: 'Reading type is required',
  feelingRequired: 'Feeling is required',
  timestampInFuture: 'Date and time cannot be in the future',
  invalidReadingId: 'Invalid reading ID. Please try again.',
  deleteUnexpected: 'An unexpected error occurred while deleting the reading.',
  deleted: 'Reading deleted successfully.',
  confirmDelete: 'Are you sure you want to delete this reading?',
  readingNotFound: 'Reading not found',
  readingIdTaken: 'A different reading with this id already exists',
} as const;

/** The range rule is on mg/dL; the message shows the limit in the unit the person typed. */
export function valueAtLeastMessage(limit: string): string {
  return `Value must be at least ${limit}`;
}

export function valueBelowMessage(limit: string): string {
  return `Value must be less than ${limit}`;
}

export function deleteFailedStatusMessage(status: number, statusText: string): string {
  return `Error: ${status} ${statusText}. Please try again.`;
}
