import { useEffect, useRef } from 'react';
import { BOLUS_DOSE_INCREMENTS, BOLUS_SETTING_LIMITS, formatGlucose, INSULIN_KINDS, insulinKindLabel, type GlucoseUnit } from '@glyco/contracts';
import { Field, useField, useForm } from 'react-final-form';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { inputClass } from '../../../components/form/field-error';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { convertBolusGlucoseFields, type BolusSettingsValues } from '../bolus-settings-values';
import { ScheduleFields } from './schedule-fields';

const doseIncrementOptions = BOLUS_DOSE_INCREMENTS.map(String);
const limits = BOLUS_SETTING_LIMITS;

function glucoseHint(range: { min: number; max: number }, unit: GlucoseUnit, what: string): string {
  return `${what} (${formatGlucose(range.min, unit)} to ${formatGlucose(range.max, unit)} ${unit}).`;
}

/** Typed glucose figures follow the unit chosen under Preferences, like the target range. */
function useConvertOnUnitChange(unit: GlucoseUnit) {
  const form = useForm();
  const shownUnit = useRef(unit);
  useEffect(() => {
    const from = shownUnit.current;
    shownUnit.current = unit;
    if (from === unit) return;
    const values = (form.getState().values as { bolusSettings: BolusSettingsValues }).bolusSettings;
    const converted = convertBolusGlucoseFields(values, from, unit);
    form.batch(() => {
      form.change('bolusSettings.correctionFactor', converted.correctionFactor);
      form.change('bolusSettings.targetGlucose', converted.targetGlucose);
    });
  }, [form, unit]);
}

function InsulinKindField() {
  return (
    <Field name="bolusSettings.insulinKind" component="select">
      {({ input }) => (
        <div>
          <label htmlFor="bolus-insulin-kind" className="block text-sm font-medium">
            Bolus insulin kind
          </label>
          <select {...input} id="bolus-insulin-kind" className={inputClass}>
            {INSULIN_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {insulinKindLabel(kind)}
              </option>
            ))}
          </select>
        </div>
      )}
    </Field>
  );
}

/** A duration saved before the 5-hour minimum: the calculator counts 5 hours until it is changed. */
function ShortDurationNote() {
  const saved = useField<string>('bolusSettings.insulinDurationHours', { subscription: { initial: true } }).meta.initial;
  if (!saved || Number(saved) >= limits.insulinDurationHours.min) return null;
  return (
    <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100 lg:col-span-2">
      Your saved duration of {saved} hours is shorter than the {limits.insulinDurationHours.min} hours the insulin curve needs; the calculator counts{' '}
      {limits.insulinDurationHours.min} hours until you change it.
    </p>
  );
}

/** The settings the bolus calculator computes from; agreed with the person's care team. */
export function BolusSettingsFields() {
  const unit = useField<GlucoseUnit>('settings.glucoseUnit', { subscription: { value: true } }).input.value;
  const enabled = useField<boolean>('bolusSettings.enabled', { subscription: { value: true }, type: 'checkbox' }).input.checked;
  useConvertOnUnitChange(unit);
  const step = unit === 'mmol/L' ? '0.1' : '1';
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 font-semibold">Bolus calculator settings</legend>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Enter the settings from your care plan. The calculator on the Insulin page suggests a dose from them; it never decides for you.
        Add a period where a setting changes during the day, as on a pump.
      </p>
      <CheckboxField name="bolusSettings.enabled" label="Enable bolus calculator" />
      {enabled && (
        <div className="grid gap-4 lg:grid-cols-2">
          <ScheduleFields name="bolusSettings.carbRatio" label="Carb ratio (g per unit)" shortLabel="Carb ratio" unitLabel="g per unit" step="0.5"
            hint={`Grams of carbohydrate covered by 1 unit of rapid-acting insulin (${limits.carbRatio.min} to ${limits.carbRatio.max}).`} />
          <ScheduleFields name="bolusSettings.correctionFactor" label={`Correction factor (${unit} per unit)`} shortLabel="Correction factor" unitLabel={`${unit} per unit`} step={step}
            hint={glucoseHint(limits.correctionFactor, unit, 'How far 1 unit lowers your glucose')} />
          <ScheduleFields name="bolusSettings.targetGlucose" label={`Target glucose (${unit})`} shortLabel="Target glucose" unitLabel={unit} step={step}
            hint={glucoseHint(limits.targetGlucose, unit, 'The glucose a correction aims for')} />
          <div className="space-y-4">
            <InsulinKindField />
            <TextField name="bolusSettings.insulinDurationHours" label="Duration of insulin action (hours)" type="number" inputMode="decimal" step="0.5"
              hint={`How long a bolus keeps working: ${limits.insulinDurationHours.min} to ${limits.insulinDurationHours.max} hours, usually 5 (oref0's minimum for this insulin curve).`} />
            <SelectField name="bolusSettings.doseIncrement" label="Dose increment (units)" options={doseIncrementOptions} />
            <TextField name="bolusSettings.maxBolus" label="Maximum bolus (units)" type="number" inputMode="decimal" step="0.5"
              hint={`The largest single dose the calculator may suggest (${limits.maxBolus.min} to ${limits.maxBolus.max}).`} />
          </div>
          <ShortDurationNote />
        </div>
      )}
    </fieldset>
  );
}
