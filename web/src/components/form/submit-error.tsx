import { getIn } from 'final-form';
import { useForm, useFormState } from 'react-final-form';
import { ErrorBanner } from '../ui/error-banner';

/**
 * The whole-form error that `onSubmit` returned under FORM_ERROR. When the server named a field
 * of this form for the same message, that field shows it beside itself and the banner does not
 * repeat it; a message for a field the form does not have stays in the banner.
 */
export function SubmitError({ error }: { error: unknown }) {
  const form = useForm();
  const { submitErrors } = useFormState({ subscription: { submitErrors: true } });
  if (!error) return null;
  const shownByField = form.getRegisteredFields().some((name) => getIn((submitErrors ?? {}) as object, name) === error);
  return shownByField ? null : <ErrorBanner message={String(error)} />;
}
