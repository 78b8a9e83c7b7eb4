import { useState } from 'react';
import { PASSWORD_RESET_MESSAGES, type WaysInEndedResponse } from '@glyco/contracts';
import { resetPasswordFormSchema } from '@glyco/contracts/accounts/new-password';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import { SubmitError } from '../../../components/form/submit-error';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { validateWith } from '../../../lib/form-validation';
import { endedNotice } from '../../../lib/ways-in-notice';
import { resetPassword } from '../api/password-reset';
import { classifyResetFailure } from '../reset-failure';
import { InvalidResetLink } from './invalid-reset-link';

interface ResetValues {
  password: string;
  confirmPassword: string;
}

export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [invalidLinkMessage, setInvalidLinkMessage] = useState<string | null>(null);

  async function submit(values: ResetValues) {
    if (!token) return { [FORM_ERROR]: PASSWORD_RESET_MESSAGES.tokenMissingAtSubmit };
    let answer: WaysInEndedResponse;
    try {
      answer = await resetPassword({ token, password: values.password });
    } catch (error) {
      const failure = classifyResetFailure(error);
      if (failure.view === 'invalid-link') {
        setInvalidLinkMessage(failure.message);
        return undefined;
      }
      return { [FORM_ERROR]: failure.message };
    }
    navigate(paths.login, { state: endedNotice(answer) });
    return undefined;
  }

  if (invalidLinkMessage) return <InvalidResetLink message={invalidLinkMessage} />;
  return (
    <Form<ResetValues>
      onSubmit={submit}
      initialValues={{ password: '', confirmPassword: '' }}
      validate={validateWith(resetPasswordFormSchema)}
      render={({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate className="space-y-4" aria-label="Set new password">
          <SubmitError error={submitError} />
          <TextField
            name="password"
            label="New password"
            type="password"
            autoComplete="new-password"
            hint="At least 8 characters, and not a common password: a few unrelated words work well"
          />
          <TextField name="confirmPassword" label="Confirm new password" type="password" autoComplete="new-password" />
          <Button type="submit" disabled={submitting} className="w-full">
            {submitting ? 'Resetting...' : 'Reset Password'}
          </Button>
        </form>
      )}
    />
  );
}
