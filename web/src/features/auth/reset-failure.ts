import { PASSWORD_RESET_MESSAGES } from '@glyco/contracts';
import { isApiError } from '../../lib/api-error';

export type ResetFailure = { view: 'invalid-link'; message: string } | { view: 'form'; message: string };

/** SPEC §4: a server message about the token or its expiry replaces the form with the invalid-link view. */
export function classifyResetFailure(error: unknown): ResetFailure {
  if (isApiError(error) && error.isNetwork) return { view: 'form', message: PASSWORD_RESET_MESSAGES.networkError };
  const message = isApiError(error) ? error.message : '';
  if (/token|expired/i.test(message)) return { view: 'invalid-link', message: message || PASSWORD_RESET_MESSAGES.linkInvalid };
  return { view: 'form', message: message || PASSWORD_RESET_MESSAGES.resetFailed };
}
