import { SCHEDULE_DAY_START, SCHEDULE_MAX_PERIODS } from '@glyco/contracts';
import { useField, useForm } from 'react-final-form';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import type { PeriodValues } from '../bolus-settings-values';

interface ScheduleFieldsProps {
  /** The form path of the periods, e.g. "bolusSettings.carbRatio". */
  name: string;
  /** The setting and its unit, e.g. "Carb ratio (g per unit)". */
  label: string;
  /** The setting's short name, e.g. "Carb ratio". */
  shortLabel: string;
  step: string;
  hint: string;
}

/** A setting by time of day, like a pump's: periods from a start time until the next one; the first from 00:00. */
export function ScheduleFields({ name, label, shortLabel, step, hint }: ScheduleFieldsProps) {
  const form = useForm();
  const periods = useField<PeriodValues[]>(name, { subscription: { value: true } }).input.value || [];
  const add = () => form.change(name, [...periods, { start: '', value: '' }]);
  const remove = (index: number) => form.change(name, periods.filter((_, at) => at !== index));
  return (
    <fieldset className="space-y-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <legend className="px-1 text-sm font-medium">{label}</legend>
      <p className="text-xs text-slate-500 dark:text-slate-400">{hint}</p>
      {periods.map((_, index) => (
        <div key={index} className="grid grid-cols-[7.5rem_minmax(0,1fr)_auto] items-start gap-2">
          {index === 0 ? (
            <p className="pt-7 text-sm">From {SCHEDULE_DAY_START}</p>
          ) : (
            <TextField name={`${name}.${index}.start`} label={`${shortLabel} period ${index + 1} from`} type="time" step={60} />
          )}
          <TextField name={`${name}.${index}.value`} label={index === 0 ? label : `${label}, period ${index + 1}`} type="number" inputMode="decimal" step={step} />
          {index > 0 ? (
            <Button variant="outline" className="mt-6" onClick={() => remove(index)} aria-label={`Remove ${shortLabel.toLowerCase()} period ${index + 1}`}>
              Remove
            </Button>
          ) : (
            <span />
          )}
        </div>
      ))}
      {periods.length < SCHEDULE_MAX_PERIODS && (
        <Button variant="outline" onClick={add} aria-label={`Add a ${shortLabel.toLowerCase()} period`}>
          Add a period
        </Button>
      )}
    </fieldset>
  );
}
