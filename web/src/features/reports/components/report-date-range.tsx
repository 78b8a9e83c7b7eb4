import { useId } from 'react';
import { inputClass } from '../../../components/form/field-error';
import { FieldMessage } from '../../../components/form/field-message';
import type { ReportDates } from '../report-dates';

interface ReportDateRangeProps {
  dates: ReportDates;
  errors: Partial<Record<keyof ReportDates, string>>;
  onChange: (dates: ReportDates) => void;
}

function DateInput({ label, value, error, onChange }: { label: string; value: string; error?: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-error`}
        className={inputClass}
      />
      <FieldMessage id={`${id}-error`} error={error} />
    </div>
  );
}

export function ReportDateRange({ dates, errors, onChange }: ReportDateRangeProps) {
  return (
    <div role="group" aria-label="Report period" className="grid gap-4 sm:grid-cols-2 lg:max-w-xl">
      <DateInput label="Start Date" value={dates.startDate} error={errors.startDate} onChange={(startDate) => onChange({ ...dates, startDate })} />
      <DateInput label="End Date" value={dates.endDate} error={errors.endDate} onChange={(endDate) => onChange({ ...dates, endDate })} />
    </div>
  );
}
