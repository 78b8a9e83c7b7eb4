import { ACCOUNT_MESSAGES, DIABETES_TYPES } from '@glyco/contracts';
import { registerFormSchema, registerSchema } from '@glyco/contracts/accounts/new-password';
import { Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import { SelectField } from '../../../components/form/select-field';
import { SubmitError } from '../../../components/form/submit-error';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { validateWith } from '../../../lib/form-validation';
import { useSetAtom } from '../../../lib/jotai';
import { registerAtom } from '../../../lib/session';
import { readToken } from '../../../lib/storage';
import { submissionErrors } from '../../../lib/submission-errors';

interface RegisterValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  diabetesType: string;
  dateOfDiagnosis: string;
}

const emptyValues: RegisterValues = { name: '', email: '', password: '', confirmPassword: '', diabetesType: '', dateOfDiagnosis: '' };

export function RegisterForm() {
  const register = useSetAtom(registerAtom);
  const navigate = useNavigate();

  async function submit(values: RegisterValues) {
    try {
      // registerSchema drops confirmPassword: it is checked here and never sent.
      await register(registerSchema.parse(values));
    } catch (error) {
      return submissionErrors(error, ACCOUNT_MESSAGES.registerFailed);
    }
    // Registering signs the person in; where this browser could not keep the session, they sign in by hand.
    if (readToken()) navigate(paths.dashboard, { replace: true });
    else navigate(paths.login, { state: { message: 'Your account has been created. Please log in.' } });
    return undefined;
  }

  return (
    <Form<RegisterValues>
      onSubmit={submit}
      initialValues={emptyValues}
      validate={validateWith(registerFormSchema)}
      render={({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate className="space-y-4" aria-label="Create account">
          <SubmitError error={submitError} />
          <TextField name="name" label="Full name" autoComplete="name" />
          <TextField name="email" label="Email" type="email" autoComplete="email" />
          <TextField name="password" label="Password" type="password" autoComplete="new-password" />
          <TextField name="confirmPassword" label="Confirm password" type="password" autoComplete="new-password" />
          <SelectField name="diabetesType" label="Diabetes type" options={DIABETES_TYPES} placeholder="Select diabetes type" />
          <TextField name="dateOfDiagnosis" label="Date of diagnosis (optional)" type="date" />
          <Button type="submit" disabled={submitting} className="w-full">
            {submitting ? 'Creating account...' : 'Create Account'}
          </Button>
        </form>
      )}
    />
  );
}
