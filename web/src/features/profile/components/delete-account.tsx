import { ACCOUNT_DELETION_TEXT, ACCOUNT_MESSAGES, deleteAccountSchema, type DeleteAccount } from '@glyco/contracts';
import { Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import { SubmitError } from '../../../components/form/submit-error';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { validateWith } from '../../../lib/form-validation';
import { useSetAtom } from '../../../lib/jotai';
import { clearSessionAtom } from '../../../lib/session';
import { submissionErrors } from '../../../lib/submission-errors';
import { showToastAtom } from '../../../lib/toasts';
import { deleteAccount } from '../api/delete-account';

interface DeleteAccountCardProps {
  /** Asks the person to confirm; window.confirm in the page. */
  confirm?: (question: string) => boolean;
}

/** The Profile page's account deletion: the password re-entered, a confirmation, then signed out to the landing page. */
export function DeleteAccountCard({ confirm = (question) => window.confirm(question) }: DeleteAccountCardProps) {
  const navigate = useNavigate();
  const clearSession = useSetAtom(clearSessionAtom);
  const showToast = useSetAtom(showToastAtom);

  async function submit(values: DeleteAccount) {
    if (!confirm(ACCOUNT_DELETION_TEXT.confirm)) return undefined;
    try {
      await deleteAccount(deleteAccountSchema.parse(values));
    } catch (error) {
      return submissionErrors(error, ACCOUNT_MESSAGES.deleteAccountFailed);
    }
    // Off the signed-in pages first: forgetting the session there would send the person to sign in instead.
    await navigate(paths.home, { replace: true, flushSync: true });
    clearSession();
    showToast({ type: 'success', message: ACCOUNT_DELETION_TEXT.deleted });
    return undefined;
  }

  return (
    <Card title={ACCOUNT_DELETION_TEXT.title} className="mt-4">
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">{ACCOUNT_DELETION_TEXT.explanation}</p>
      <Form<DeleteAccount>
        onSubmit={submit}
        initialValues={{ password: '' }}
        validate={validateWith(deleteAccountSchema)}
        render={({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate className="max-w-sm space-y-4" aria-label={ACCOUNT_DELETION_TEXT.title}>
            <SubmitError error={submitError} />
            <TextField name="password" label={ACCOUNT_DELETION_TEXT.passwordLabel} hint={ACCOUNT_DELETION_TEXT.passwordHint} type="password" autoComplete="current-password" />
            <Button type="submit" variant="danger" disabled={submitting}>
              {submitting ? ACCOUNT_DELETION_TEXT.deleting : ACCOUNT_DELETION_TEXT.button}
            </Button>
          </form>
        )}
      />
    </Card>
  );
}
