import { INSULIN_MESSAGES } from '@glyco/contracts';
import { messageOr } from '../../lib/api-error';
import { deleteInsulinDose } from './api/insulin-doses';

export type DeleteOutcome = { kind: 'cancelled' } | { kind: 'deleted'; message: string } | { kind: 'failed'; message: string };

export const doseDeletedMessage = 'Insulin dose deleted successfully!';

/** SPEC §8: confirm, delete, and the message for each outcome. */
export async function deleteDoseWithConfirm(id: string | undefined, confirm: (question: string) => boolean): Promise<DeleteOutcome> {
  if (!id) return { kind: 'failed', message: INSULIN_MESSAGES.deleteMissingId };
  if (!confirm(INSULIN_MESSAGES.confirmDelete)) return { kind: 'cancelled' };
  try {
    await deleteInsulinDose(id);
    return { kind: 'deleted', message: doseDeletedMessage };
  } catch (error) {
    return { kind: 'failed', message: messageOr(error, INSULIN_MESSAGES.deleteFailed) };
  }
}
