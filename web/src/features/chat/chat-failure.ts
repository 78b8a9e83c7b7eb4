import { CHAT_MESSAGES } from '@glyco/contracts';
import { isApiError } from '../../lib/api-error';

/**
 * The bot message a failed call shows (SPEC §8): 401 asks to log in; a refusal (4xx) says the server's
 * own reason, the field's message first ("Message must be at most 2000 characters"); anything else is generic.
 */
export function chatFailureMessage(error: unknown): string {
  if (!isApiError(error) || error.kind !== 'http') return CHAT_MESSAGES.failed;
  if (error.status === 401) return CHAT_MESSAGES.authRequired;
  if (error.status >= 500) return CHAT_MESSAGES.failed;
  return Object.values(error.fieldErrors)[0] || error.message || CHAT_MESSAGES.failed;
}
