import { CLINICIAN_MESSAGES, clinicianAccessRequestSchema } from '@glyco/contracts';
import { Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import { SubmitError } from '../../../components/form/submit-error';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { endClinicianSessionAtom, startClinicianSessionAtom } from '../../../lib/clinician-session';
import { validateWith } from '../../../lib/form-validation';
import { useSetAtom } from '../../../lib/jotai';
import { submissionErrors } from '../../../lib/submission-errors';
import { requestClinicianAccess } from '../api/request-clinician-access';

interface AccessValues {
  email: string;
  accessCode: string;
}

const unreachable = 'Could not reach Glyco. Check your connection and try again.';

export function ClinicianAccessForm() {
  const startSession = useSetAtom(startClinicianSessionAtom);
  const endSession = useSetAtom(endClinicianSessionAtom);
  const navigate = useNavigate();

  async function submit(values: AccessValues) {
    // A new code replaces any earlier session in this tab.
    endSession();
    try {
      const { token } = await requestClinicianAccess(clinicianAccessRequestSchema.parse(values));
      startSession(token);
    } catch (error) {
      return submissionErrors(error, CLINICIAN_MESSAGES.invalidEmailOrCode, unreachable);
    }
    navigate(paths.clinicianPatient);
    return undefined;
  }

  return (
    <Form<AccessValues>
      onSubmit={submit}
      initialValues={{ email: '', accessCode: '' }}
      validate={validateWith(clinicianAccessRequestSchema)}
      render={({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate className="space-y-4" aria-label="Clinician access">
          <SubmitError error={submitError} />
          <TextField name="email" label="Patient email" type="email" autoComplete="off" />
          <TextField name="accessCode" label="Access code" autoComplete="off" autoCapitalize="characters" spellCheck={false} hint="The code the patient generated in their Glyco profile, such as 7K2M-QX9D-4TRP-A0BZ." />
          <Button type="submit" disabled={submitting} className="w-full">
            {submitting ? 'Opening...' : 'View patient data'}
          </Button>
        </form>
      )}
    />
  );
}
