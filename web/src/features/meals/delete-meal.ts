import { MEAL_MESSAGES } from '@glyco/contracts';
import { messageOr } from '../../lib/api-error';

export type DeleteMealOutcome = { kind: 'cancelled' } | { kind: 'deleted'; message: string } | { kind: 'failed'; message: string };

/** SPEC §8: confirm, delete (through `remove`), and the message for each outcome. */
export async function deleteMealWithConfirm(id: string, confirm: (question: string) => boolean, remove: (id: string) => Promise<void>): Promise<DeleteMealOutcome> {
  if (!confirm(MEAL_MESSAGES.confirmDelete)) return { kind: 'cancelled' };
  try {
    await remove(id);
    return { kind: 'deleted', message: MEAL_MESSAGES.deleted };
  } catch (error) {
    return { kind: 'failed', message: messageOr(error, MEAL_MESSAGES.deleteFailed) };
  }
}
