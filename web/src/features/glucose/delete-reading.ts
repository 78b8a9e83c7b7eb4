import { deleteFailedStatusMessage, GLUCOSE_MESSAGES } from '@glyco/contracts';
import { isApiError } from '../../lib/api-error';
import { deleteGlucoseReading } from './api/glucose-readings';

export type DeleteOutcome = { kind: 'cancelled' } | { kind: 'deleted'; message: string } | { kind: 'failed'; message: string };

/** SPEC §8: confirm, delete, and the message for each outcome. */
export async function deleteReadingWithConfirm(id: string | undefined, confirm: (question: string) => boolean): Promise<DeleteOutcome> {
  if (!id) return { kind: 'failed', message: GLUCOSE_MESSAGES.invalidReadingId };
  if (!confirm(GLUCOSE_MESSAGES.confirmDelete)) return { kind: 'cancelled' };
  try {
    await deleteGlucoseReading(id);
    return { kind: 'deleted', message: GLUCOSE_MESSAGES.deleted };
  } catch (error) {
    return { kind: 'failed', message: deleteFailureMessage(error) };
  }
}

function deleteFailureMessage(error: unknown): string {
  if (!isApiError(error) || error.isNetwork) return GLUCOSE_MESSAGES.deleteUnexpected;
  return error.message || deleteFailedStatusMessage(error.status, error.statusText);
}
