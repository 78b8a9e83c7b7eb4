import { TextField } from '../../../components/form/text-field';
import { TargetRangeFields } from './target-range-fields';

export function MedicalDetailsFields() {
  return (
    <div className="space-y-6">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">Insulin</legend>
        <TextField name="insulinType.basal" label="Basal insulin" hint="Long-acting, e.g. Lantus" />
        <TextField name="insulinType.bolus" label="Bolus insulin" hint="Mealtime, e.g. Humalog" />
      </fieldset>
      <TargetRangeFields />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">Doctor</legend>
        <TextField name="doctor.name" label="Doctor's name" />
        <TextField name="doctor.phone" label="Doctor's phone" type="tel" />
        <TextField name="doctor.email" label="Doctor's email" type="email" />
        <TextField
          name="doctor.accessCode"
          label="Doctor access code"
          hint="Share this code with your doctor: a clinician who redeems it gets read-only access to your data."
        />
      </fieldset>
    </div>
  );
}
