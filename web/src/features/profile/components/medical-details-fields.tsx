import { TextField } from '../../../components/form/text-field';
import { DoctorAccessFields } from './doctor-access-fields';
import { TargetRangeFields } from './target-range-fields';
import { BolusSettingsFields } from './bolus-settings-fields';

export function MedicalDetailsFields() {
  return (
    <div className="space-y-6">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">Insulin</legend>
        <TextField name="insulinType.basal" label="Basal insulin" hint="Long-acting, e.g. Lantus" />
        <TextField name="insulinType.bolus" label="Bolus insulin" hint="Mealtime, e.g. Humalog" />
      </fieldset>
      <TargetRangeFields />
      <BolusSettingsFields />
      <DoctorAccessFields />
    </div>
  );
}
