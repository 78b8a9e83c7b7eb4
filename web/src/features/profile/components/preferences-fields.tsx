import { GLUCOSE_UNITS } from '@glyco/contracts';
import { useField } from 'react-final-form';
import { Link } from 'react-router-dom';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { SelectField } from '../../../components/form/select-field';
import { paths } from '../../../config/paths';
import { timeZoneOptions } from '../time-zones';

export function PreferencesFields() {
  const timeZone = useField<string | undefined>('settings.timeZone', { subscription: { value: true } }).input.value;
  return (
    <div className="space-y-4">
      <div className="sm:w-1/2">
        <SelectField name="settings.glucoseUnit" label="Glucose unit" options={GLUCOSE_UNITS} />
      </div>
      <div className="sm:w-1/2">
        <SelectField name="settings.timeZone" label="Time zone" options={timeZoneOptions(timeZone)} placeholder="Choose your time zone" />
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Times in imported Dexcom Clarity and LibreView files are read in this zone.{' '}
          <Link to={paths.import} className="font-medium text-primary-dark underline dark:text-sky-300">
            Import CGM data
          </Link>
        </p>
      </div>
      <CheckboxField name="settings.darkMode" label="Dark mode" />
      <CheckboxField name="settings.notificationsEnabled" label="Notifications" />
    </div>
  );
}
