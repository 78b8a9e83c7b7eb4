import { DASHBOARD_MESSAGES, fetchFailedMessage, unexpectedErrorMessage } from '@glyco/contracts';
import { isApiError } from '../../lib/api-error';

/** SPEC §8 dashboard messages. */
export function dashboardErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.isNetwork) return DASHBOARD_MESSAGES.networkError;
    return fetchFailedMessage(error.message || error.statusText || `status ${error.status}`);
  }
  return unexpectedErrorMessage(error instanceof Error ? error.message : String(error));
}
