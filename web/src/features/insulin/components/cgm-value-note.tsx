import { CGM_MAX_AGE_MINUTES, TREND_ARROWS, type GlucoseUnit } from '@glyco/contracts';
import { useField } from 'react-final-form';
import { formatDuration } from '../../../lib/format';
import type { CgmValue } from '../bolus-calculator-values';

function ageText(ageMinutes: number): string {
  return ageMinutes < 1 ? 'just now' : `${formatDuration(ageMinutes)} ago`;
}

/** Where the filled-in glucose came from, its age and trend; or why an old value was not filled in. Inside the calculator's form. */
export function CgmValueNote({ cgm, unit }: { cgm: CgmValue; unit: GlucoseUnit }) {
  const typed = useField<string>('currentGlucose', { subscription: { value: true } }).input.value?.trim() ?? '';
  if (!cgm.fresh) {
    return (
      <p role="status" data-testid="cgm-value" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
        Your latest CGM value ({cgm.shown} {unit}, {ageText(cgm.ageMinutes)}) is older than {CGM_MAX_AGE_MINUTES} minutes and is not used. Type a current value to
        include a correction.
      </p>
    );
  }
  const trend = cgm.trend ? TREND_ARROWS[cgm.trend] : undefined;
  const ending = typed === cgm.shown ? 'Change it to use a value of your own.' : 'The value in the field is used instead.';
  return (
    <p data-testid="cgm-value" className="rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100">
      From your CGM: <strong>{cgm.shown} {unit}</strong>, {ageText(cgm.ageMinutes)}
      {trend ? (
        <>
          , <span aria-hidden="true">{trend.arrow}</span> {trend.label}
        </>
      ) : (
        ', no trend'
      )}
      . {ending}
    </p>
  );
}
