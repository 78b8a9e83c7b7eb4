import { CHAT_MESSAGES } from '@glyco/contracts';
import { isApiError } from '../../lib/api-error';

/** The bot message a failed call shows (SPEC §8): 401 asks to log in, anything else is generic. */
export function chatFailureMessage(error: unknown): string {
  return isApiError(error) && error.status === 401 ? CHAT_MESSAGES.authRequired : CHAT_MESSAGES.failed;
}
