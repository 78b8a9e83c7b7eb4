import { ACCOUNT_MESSAGES, loginSchema } from '@glyco/contracts';
import { Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { SubmitError } from '../../../components/form/submit-error';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { takeReturnPath } from '../../../lib/return-after-sign-in';
import { validateWith } from '../../../lib/form-validation';
import { useSetAtom } from '../../../lib/jotai';
import { loginAtom } from '../../../lib/session';
import { submissionErrors } from '../../../lib/submission-errors';
import { TextLink } from './text-link';

interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}

export function LoginForm() {
  const login = useSetAtom(loginAtom);
  const navigate = useNavigate();

  async function submit(values: LoginValues) {
    try {
      await login(loginSchema.parse(values), values.remember);
    } catch (error) {
      return submissionErrors(error, ACCOUNT_MESSAGES.loginFailed);
    }
    navigate(takeReturnPath(paths.dashboard));
    return undefined;
  }

  return (
    <Form<LoginValues>
      onSubmit={submit}
      initialValues={{ email: '', password: '', remember: false }}
      validate={validateWith(loginSchema)}
      render={({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate className="space-y-4" aria-label="Login">
          <SubmitError error={submitError} />
          <TextField name="email" label="Email" type="email" autoComplete="email" />
          <TextField name="password" label="Password" type="password" autoComplete="current-password" />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CheckboxField name="remember" label="Remember me" />
            <TextLink to={paths.forgotPassword} className="text-sm">
              Forgot your password?
            </TextLink>
          </div>
          <Button type="submit" disabled={submitting} className="w-full">
            {submitting ? 'Signing in...' : 'Sign In'}
          </Button>
        </form>
      )}
    />
  );
}
