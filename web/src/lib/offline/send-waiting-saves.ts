import { isApiError } from '../api-error';
import type { WaitingSave } from './waiting-save';

/** What sending one save ended in. */
export type SendOutcome = { kind: 'sent' } | { kind: 'refused'; message: string; fieldErrors: Record<string, string> } | { kind: 'stop' };

const REFUSAL_FALLBACK = 'The server refused this record.';

/**
 * A refusal is an answer that will not change by sending again (the record is invalid, or the
 * account may not write): the person must see it. No answer, a timeout, a server fault, too many
 * requests or an ended session (401) say nothing about the record: it stays waiting.
 */
export function outcomeOf(error: unknown): SendOutcome {
  if (!isApiError(error) || error.isNetwork) return { kind: 'stop' };
  const { status } = error;
  const lasting = status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429;
  return lasting ? { kind: 'refused', message: error.message || REFUSAL_FALLBACK, fieldErrors: error.fieldErrors } : { kind: 'stop' };
}

/** Sends one save, telling the outcome; never throws. */
export async function sendOne(save: WaitingSave, send: (save: WaitingSave) => Promise<unknown>): Promise<SendOutcome> {
  try {
    await send(save);
    return { kind: 'sent' };
  } catch (error) {
    if (!isApiError(error)) console.error('Sending a save kept offline failed.', error);
    return outcomeOf(error);
  }
}

/**
 * Sends the saves in the order they were made, one at a time, and stops at the first that cannot be
 * sent now (the rest would fail the same way). Each outcome is reported as it comes.
 */
export async function sendInOrder(saves: readonly WaitingSave[], send: (save: WaitingSave) => Promise<unknown>, report: (save: WaitingSave, outcome: SendOutcome) => boolean): Promise<void> {
  for (const save of saves) {
    const outcome = await sendOne(save, send);
    // `report` says false when the person changed meanwhile: the rest are not theirs to send.
    if (!report(save, outcome) || outcome.kind === 'stop') return;
  }
}
