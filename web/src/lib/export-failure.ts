import { REPORT_MESSAGES, exportFailedStatusMessage } from '@glyco/contracts';
import { isApiError } from './api-error';

/** SPEC §8's export alerts: a server answer, no answer, or a request that never left. */
export function exportFailureMessage(error: unknown): string {
  if (error instanceof InvalidReportFileError) return REPORT_MESSAGES.exportInvalidFile;
  if (!isApiError(error)) return REPORT_MESSAGES.exportRequestNotSent;
  if (error.isNetwork) return REPORT_MESSAGES.exportNoResponse;
  return exportFailedStatusMessage(error.status, error.message);
}

/** The server answered 2xx, but not with a PDF. */
export class InvalidReportFileError extends Error {
  override readonly name = 'InvalidReportFileError';
}
