import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { isApiError } from './api-error';

/** Maps a failed call to final-form submission errors: server field errors plus a whole-form message. */
export function submissionErrors(error: unknown, fallback: string, networkMessage = fallback): SubmissionErrors {
  if (!isApiError(error)) return { [FORM_ERROR]: fallback };
  if (error.isNetwork) return { [FORM_ERROR]: networkMessage };
  return { ...error.fieldErrors, [FORM_ERROR]: error.message || fallback };
}
