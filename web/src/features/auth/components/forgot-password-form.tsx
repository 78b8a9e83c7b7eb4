import { useState } from 'react';
import { forgotPasswordSchema, PASSWORD_RESET_MESSAGES, type ForgotPassword } from '@glyco/contracts';
import { Form } from 'react-final-form';
import { SubmitError } from '../../../components/form/submit-error';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { validateWith } from '../../../lib/form-validation';
import { submissionErrors } from '../../../lib/submission-errors';
import { requestPasswordReset } from '../api/password-reset';
import { TextLink } from './text-link';

function ResetEmailSent() {
  return (
    <div role="status" className="space-y-4 text-center">
      <p className="text-lg font-semibold text-green-700 dark:text-green-400">{PASSWORD_RESET_MESSAGES.forgotSent}</p>
      <p className="text-slate-600 dark:text-slate-400">{PASSWORD_RESET_MESSAGES.forgotSentDetail}</p>
      <TextLink to={paths.login}>Return to Login</TextLink>
    </div>
  );
}

export function ForgotPasswordForm() {
  const [sent, setSent] = useState(false);

  async function submit(values: ForgotPassword) {
    try {
      await requestPasswordReset(forgotPasswordSchema.parse(values));
    } catch (error) {
      return submissionErrors(error, PASSWORD_RESET_MESSAGES.forgotFailed, PASSWORD_RESET_MESSAGES.networkError);
    }
    setSent(true);
    return undefined;
  }

  if (sent) return <ResetEmailSent />;
  return (
    <Form<ForgotPassword>
      onSubmit={submit}
      initialValues={{ email: '' }}
      validate={validateWith(forgotPasswordSchema)}
      render={({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate className="space-y-4" aria-label="Request password reset">
          <p className="text-sm text-slate-600 dark:text-slate-400">Enter your email address and we will send you a link to reset your password.</p>
          <SubmitError error={submitError} />
          <TextField name="email" label="Email" type="email" autoComplete="email" />
          <Button type="submit" disabled={submitting} className="w-full">
            {submitting ? 'Sending...' : 'Send Reset Link'}
          </Button>
        </form>
      )}
    />
  );
}
