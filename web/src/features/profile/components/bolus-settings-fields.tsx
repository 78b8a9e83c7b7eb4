import { useEffect, useRef } from 'react';
import { BOLUS_DOSE_INCREMENTS, BOLUS_SETTING_LIMITS, formatGlucose, type GlucoseUnit } from '@glyco/contracts';
import { useField, useForm } from 'react-final-form';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { convertBolusGlucoseFields, type BolusSettingsValues } from '../bolus-settings-values';

const doseIncrementOptions = BOLUS_DOSE_INCREMENTS.map(String);

function glucoseHint(limits: { min: number; max: number }, unit: GlucoseUnit, what: string): string {
  const range = `${formatGlucose(limits.min, unit)} to ${formatGlucose(limits.max, unit)} ${unit}`;
  return `${what} (${range}).`;
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

/** The settings the bolus calculator computes from; agreed with the person's care team. */
export function BolusSettingsFields() {
  const unit = useField<GlucoseUnit>('settings.glucoseUnit', { subscription: { value: true } }).input.value;
  const enabled = useField<boolean>('bolusSettings.enabled', { subscription: { value: true }, type: 'checkbox' }).input.checked;
  useConvertOnUnitChange(unit);
  const step = unit === 'mmol/L' ? '0.1' : '1';
  const limits = BOLUS_SETTING_LIMITS;
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 font-semibold">Bolus calculator settings</legend>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Enter the settings from your care plan. The calculator on the Insulin page suggests a dose from them; it never decides for you.
      </p>
      <CheckboxField name="bolusSettings.enabled" label="Enable bolus calculator" />
      {enabled && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="bolusSettings.carbRatio" label="Carb ratio (g per unit)" type="number" inputMode="decimal" step="0.5"
            hint={`Grams of carbohydrate covered by 1 unit of rapid-acting insulin (${limits.carbRatio.min} to ${limits.carbRatio.max}).`} />
          <TextField name="bolusSettings.correctionFactor" label={`Correction factor (${unit} per unit)`} type="number" inputMode="decimal" step={step}
            hint={glucoseHint(limits.correctionFactor, unit, 'How far 1 unit lowers your glucose')} />
          <TextField name="bolusSettings.targetGlucose" label={`Target glucose (${unit})`} type="number" inputMode="decimal" step={step}
            hint={glucoseHint(limits.targetGlucose, unit, 'The glucose a correction aims for')} />
          <TextField name="bolusSettings.insulinDurationHours" label="Duration of insulin action (hours)" type="number" inputMode="decimal" step="0.5"
            hint={`How long a bolus keeps working (${limits.insulinDurationHours.min} to ${limits.insulinDurationHours.max} hours, usually 4).`} />
          <SelectField name="bolusSettings.doseIncrement" label="Dose increment (units)" options={doseIncrementOptions} />
          <TextField name="bolusSettings.maxBolus" label="Maximum bolus (units)" type="number" inputMode="decimal" step="0.5"
            hint={`The largest single dose the calculator may suggest (${limits.maxBolus.min} to ${limits.maxBolus.max}).`} />
        </div>
      )}
    </fieldset>
  );
}
