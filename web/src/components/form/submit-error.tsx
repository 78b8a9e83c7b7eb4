import { ErrorBanner } from '../ui/error-banner';

/** The whole-form error that `onSubmit` returned under FORM_ERROR. */
export function SubmitError({ error }: { error: unknown }) {
  return error ? <ErrorBanner message={String(error)} /> : null;
}
