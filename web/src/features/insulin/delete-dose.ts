import { INSULIN_MESSAGES } from '@glyco/contracts';
import { messageOr } from '../../lib/api-error';

export type DeleteOutcome = { kind: 'cancelled' } | { kind: 'deleted'; message: string } | { kind: 'failed'; message: string };

export const doseDeletedMessage = 'Insulin dose deleted successfully!';

/** SPEC §8: confirm, delete (through `remove`), and the message for each outcome. */
export async function deleteDoseWithConfirm(id: string | undefined, confirm: (question: string) => boolean, remove: (id: string) => Promise<void>): Promise<DeleteOutcome> {
  if (!id) return { kind: 'failed', message: INSULIN_MESSAGES.deleteMissingId };
  if (!confirm(INSULIN_MESSAGES.confirmDelete)) return { kind: 'cancelled' };
  try {
    await remove(id);
    return { kind: 'deleted', message: doseDeletedMessage };
  } catch (error) {
    return { kind: 'failed', message: messageOr(error, INSULIN_MESSAGES.deleteFailed) };
  }
}
