import { useId, type InputHTMLAttributes } from 'react';
import { SCHEDULE_DAY_START, SCHEDULE_MAX_PERIODS } from '@glyco/contracts';
import { Field, useField, useForm } from 'react-final-form';
import { inputClass, visibleFieldError } from '../../../components/form/field-error';
import { FieldMessage } from '../../../components/form/field-message';
import { Button } from '../../../components/ui/button';
import type { PeriodValues } from '../bolus-settings-values';

interface ScheduleFieldsProps {
  /** The form path of the periods, e.g. "bolusSettings.carbRatio". */
  name: string;
  /** The setting and its unit, e.g. "Carb ratio (g per unit)". */
  label: string;
  /** The setting's short name, e.g. "Carb ratio". */
  shortLabel: string;
  /** The value column's heading: its unit, e.g. "g per unit". */
  unitLabel: string;
  step: string;
  hint: string;
}

/** An input named by aria-label: the column headings show what it is. */
function PeriodInput({ name, label, ...inputProps }: { name: string; label: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>) {
  const id = useId();
  return (
    <Field name={name} type={inputProps.type}>
      {({ input, meta }) => {
        const error = visibleFieldError(meta);
        return (
          <div>
            <input {...inputProps} {...input} aria-label={label} aria-invalid={error ? true : undefined} aria-describedby={`${id}-error`} className={inputClass} />
            <FieldMessage id={`${id}-error`} error={error} />
          </div>
        );
      }}
    </Field>
  );
}

const ROW = 'grid grid-cols-[minmax(7.5rem,9rem)_minmax(4.5rem,1fr)_2.75rem] items-start gap-2';

/** A setting by time of day, like a pump's: periods from a start time until the next one; the first from 00:00. */
export function ScheduleFields({ name, label, shortLabel, unitLabel, step, hint }: ScheduleFieldsProps) {
  const form = useForm();
  const periods = useField<PeriodValues[]>(name, { subscription: { value: true } }).input.value || [];
  const add = () => form.change(name, [...periods, { start: '', value: '' }]);
  const remove = (index: number) => form.change(name, periods.filter((_, at) => at !== index));
  const lower = shortLabel.toLowerCase();
  return (
    <fieldset className="space-y-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <legend className="px-1 text-sm font-medium">{label}</legend>
      <p className="text-xs text-slate-500 dark:text-slate-400">{hint}</p>
      <div className={`${ROW} text-xs font-medium text-slate-600 dark:text-slate-300`} aria-hidden="true">
        <span>From</span>
        <span>{unitLabel}</span>
      </div>
      {periods.map((_, index) => (
        <div key={index} className={ROW}>
          {index === 0 ? (
            <p className="mt-1 py-2 text-sm">{SCHEDULE_DAY_START}</p>
          ) : (
            <PeriodInput name={`${name}.${index}.start`} label={`${shortLabel} period ${index + 1} from`} type="time" step={60} />
          )}
          <PeriodInput name={`${name}.${index}.value`} label={index === 0 ? label : `${label}, period ${index + 1}`} type="number" inputMode="decimal" step={step} />
          {index > 0 && (
            <Button variant="outline" className="mt-1" onClick={() => remove(index)} aria-label={`Remove ${lower} period ${index + 1}`} title="Remove this period">
              <span aria-hidden="true">✕</span>
            </Button>
          )}
        </div>
      ))}
      {periods.length < SCHEDULE_MAX_PERIODS && (
        <Button variant="outline" onClick={add} aria-label={`Add a ${lower} period`}>
          Add a period
        </Button>
      )}
    </fieldset>
  );
}
