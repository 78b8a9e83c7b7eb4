import { TextField } from '../../../components/form/text-field';
import { DoctorAccessCode } from './doctor-access-code';
import { DoctorAccessLog } from './doctor-access-log';

/** The doctor's contact details, the code that shares data with them, and when they used it. */
export function DoctorAccessFields() {
  return (
    <div className="space-y-6">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">Doctor</legend>
        <TextField name="doctor.name" label="Doctor's name" />
        <TextField name="doctor.phone" label="Doctor's phone" type="tel" />
        <TextField name="doctor.email" label="Doctor's email" type="email" />
      </fieldset>
      <DoctorAccessCode />
      <DoctorAccessLog />
    </div>
  );
}
