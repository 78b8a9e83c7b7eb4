import { useEffect, useRef } from 'react';
import { ESCALATE_AFTER_MINUTES, type GlucoseUnit } from '@glyco/contracts';
import { useField, useForm } from 'react-final-form';
import { ALERT_GLUCOSE_FIELDS, convertAlertValues, type AlertSettingsValues } from './alert-settings-values';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { TextField } from '../../../components/form/text-field';

const name = (path: string) => `settings.alerts.${path}`;
const muted = 'text-sm text-slate-600 dark:text-slate-400';

function Group({ title, children, note }: { title: string; children: React.ReactNode; note?: string }) {
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <legend className="px-1 font-semibold">{title}</legend>
      {note && <p className={muted}>{note}</p>}
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** Switching units under Preferences converts what the thresholds hold, as the target range does. */
function useConvertedOnUnitChange(unit: GlucoseUnit) {
  const form = useForm();
  const shownUnit = useRef(unit);
  useEffect(() => {
    const from = shownUnit.current;
    shownUnit.current = unit;
    if (from === unit) return;
    const alerts = (form.getState().values as { settings?: { alerts?: AlertSettingsValues } }).settings?.alerts;
    if (!alerts) return;
    const converted = convertAlertValues(alerts, from, unit);
    form.batch(() => {
      for (const field of ALERT_GLUCOSE_FIELDS) form.change(name(field), converted[field]);
    });
  }, [form, unit]);
}

/** Profile > Alerts: each kind on or off and its threshold, quiet hours, and when the emergency contacts are told. */
export function AlertSettingsFields() {
  const unit = useField<GlucoseUnit>('settings.glucoseUnit', { subscription: { value: true } }).input.value || 'mg/dL';
  useConvertedOnUnitChange(unit);
  const perMinute = `${unit} a minute`;
  return (
    <div className="space-y-4">
      <Group title="Urgent low" note="Always on: it can only be snoozed, for 30 minutes at most, and quiet hours never silence it.">
        <TextField name={name('urgentLow.threshold')} label={`At or below (${unit})`} inputMode="decimal" />
        <TextField
          name={name('escalateAfterMinutes')}
          label="Email my emergency contacts if I do not answer within (minutes)"
          inputMode="numeric"
          hint={`${ESCALATE_AFTER_MINUTES.min} to ${ESCALATE_AFTER_MINUTES.max}; contacts with an email address under Emergency Contacts are told.`}
        />
        <CheckboxField name={name('urgentLowSoon.enabled')} label="Urgent low soon: the forecast reaches it within 20 minutes" />
      </Group>
      <Group title="Low and high">
        <CheckboxField name={name('low.enabled')} label="Low" />
        <TextField name={name('low.threshold')} label={`Low below (${unit})`} inputMode="decimal" />
        <CheckboxField name={name('high.enabled')} label="High" />
        <div className="grid grid-cols-2 gap-4">
          <TextField name={name('high.threshold')} label={`High above (${unit})`} inputMode="decimal" />
          <TextField name={name('high.forMinutes')} label="For (minutes)" inputMode="numeric" />
        </div>
      </Group>
      <Group title="Fast changes and missed readings">
        <CheckboxField name={name('fall.enabled')} label="Falling fast" />
        <TextField name={name('fall.mgdlPerMinute')} label={`Falling faster than (${perMinute})`} inputMode="decimal" />
        <CheckboxField name={name('rise.enabled')} label="Rising fast" />
        <TextField name={name('rise.mgdlPerMinute')} label={`Rising faster than (${perMinute})`} inputMode="decimal" />
        <CheckboxField name={name('noData.enabled')} label="No data" />
        <TextField name={name('noData.afterMinutes')} label="No reading for (minutes)" inputMode="numeric" />
      </Group>
      <Group title="Quiet hours" note="Other alerts are recorded but not sent in these hours, in your time zone.">
        <CheckboxField name={name('quietHours.enabled')} label="Quiet hours" />
        <div className="grid grid-cols-2 gap-4">
          <TextField name={name('quietHours.from')} label="From" type="time" />
          <TextField name={name('quietHours.to')} label="To" type="time" />
        </div>
      </Group>
      <Group title="Webhook" note="Each alert sent to you is also POSTed here as JSON, signed in the X-Glyco-Signature header.">
        <TextField name={name('webhookUrl')} label="Webhook address (https://)" type="url" />
      </Group>
    </div>
  );
}
