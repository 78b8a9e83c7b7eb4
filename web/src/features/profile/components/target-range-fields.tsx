import { useEffect, useRef } from 'react';
import { formatGlucose, type GlucoseUnit } from '@glyco/contracts';
import { useField, useForm } from 'react-final-form';
import { TextField } from '../../../components/form/text-field';
import { convertTypedTarget } from '../profile-form-values';

/** The schema's bounds are in mg/dL; in mmol/L the hint gives them in the unit typed. */
function boundsHint(low: number, high: number, unit: GlucoseUnit): string {
  const inMgdl = `${low} and ${high} mg/dL`;
  return unit === 'mg/dL' ? `Between ${inMgdl}` : `Between ${formatGlucose(low, unit)} and ${formatGlucose(high, unit)} mmol/L (${inMgdl})`;
}

/** Target range typed in the unit chosen under Preferences; switching units converts what is typed. */
export function TargetRangeFields() {
  const form = useForm();
  const unit = useField<GlucoseUnit>('settings.glucoseUnit', { subscription: { value: true } }).input.value;
  const shownUnit = useRef(unit);
  useEffect(() => {
    const from = shownUnit.current;
    shownUnit.current = unit;
    if (from === unit) return;
    const { min, max } = (form.getState().values as { targetGlucoseRange: { min: string; max: string } }).targetGlucoseRange;
    form.batch(() => {
      form.change('targetGlucoseRange.min', convertTypedTarget(min, from, unit));
      form.change('targetGlucoseRange.max', convertTypedTarget(max, from, unit));
    });
  }, [form, unit]);

  const step = unit === 'mmol/L' ? '0.1' : '1';
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 font-semibold">Target glucose range</legend>
      <TextField name="targetGlucoseRange.min" label={`Target minimum (${unit})`} type="number" inputMode="decimal" step={step} hint={boundsHint(40, 200, unit)} />
      <TextField name="targetGlucoseRange.max" label={`Target maximum (${unit})`} type="number" inputMode="decimal" step={step} hint={boundsHint(100, 300, unit)} />
    </fieldset>
  );
}
