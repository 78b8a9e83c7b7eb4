import { GLUCOSE_UNITS } from '@glyco/contracts';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { SelectField } from '../../../components/form/select-field';

export function PreferencesFields() {
  return (
    <div className="space-y-4">
      <div className="sm:w-1/2">
        <SelectField name="settings.glucoseUnit" label="Glucose unit" options={GLUCOSE_UNITS} />
      </div>
      <CheckboxField name="settings.darkMode" label="Dark mode" />
      <CheckboxField name="settings.notificationsEnabled" label="Notifications" />
    </div>
  );
}
