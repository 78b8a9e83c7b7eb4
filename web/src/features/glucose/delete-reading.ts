import { deleteFailedStatusMessage, GLUCOSE_MESSAGES } from '@glyco/contracts';
import { isApiError } from '../../lib/api-error';

export type DeleteOutcome = { kind: 'cancelled' } | { kind: 'deleted'; message: string } | { kind: 'failed'; message: string };

/** SPEC §8: confirm, delete (through `remove`), and the message for each outcome. */
export async function deleteReadingWithConfirm(id: string | undefined, confirm: (question: string) => boolean, remove: (id: string) => Promise<void>): Promise<DeleteOutcome> {
  if (!id) return { kind: 'failed', message: GLUCOSE_MESSAGES.invalidReadingId };
  if (!confirm(GLUCOSE_MESSAGES.confirmDelete)) return { kind: 'cancelled' };
  try {
    await remove(id);
    return { kind: 'deleted', message: GLUCOSE_MESSAGES.deleted };
  } catch (error) {
    return { kind: 'failed', message: deleteFailureMessage(error) };
  }
}

function deleteFailureMessage(error: unknown): string {
  if (!isApiError(error) || error.isNetwork) return GLUCOSE_MESSAGES.deleteUnexpected;
  return error.message || deleteFailedStatusMessage(error.status, error.statusText);
}
