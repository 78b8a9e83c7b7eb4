import { DIABETES_TYPES } from '@glyco/contracts';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';

export function PersonalInfoFields() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField name="name" label="Full name" autoComplete="name" />
      <TextField name="email" label="Email" type="email" autoComplete="email" />
      <SelectField name="diabetesType" label="Diabetes type" options={DIABETES_TYPES} />
      <TextField name="dateOfDiagnosis" label="Date of diagnosis" type="date" hint="YYYY-MM-DD" />
    </div>
  );
}
