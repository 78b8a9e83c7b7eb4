import { describe, expect, it } from 'vitest';
import { DEFAULT_ALERT_SETTINGS, alertSettingsSchema } from '@glyco/contracts';
import { alertSettingsToValues, convertAlertValues, valuesToAlertSettingsInput } from './alert-settings-values';

describe('the Alerts tab values', () => {
  it('show the defaults in the person\'s unit and give them back in mg/dL unchanged', () => {
    const values = alertSettingsToValues(undefined, 'mmol/L');
    expect(values.urgentLow.threshold).toBe('3.1');
    expect(values.low.threshold).toBe('3.9');
    const input = valuesToAlertSettingsInput(values, 'mg/dL', DEFAULT_ALERT_SETTINGS);
    expect(alertSettingsSchema.parse(valuesToAlertSettingsInput(alertSettingsToValues(undefined, 'mg/dL'), 'mg/dL'))).toEqual(DEFAULT_ALERT_SETTINGS);
    expect(input?.escalateAfterMinutes).toBe(15);
  });

  it('pass text that is not a number on, for the schema to name the field', () => {
    const values = { ...alertSettingsToValues(undefined, 'mg/dL'), escalateAfterMinutes: 'soon' };
    const refused = alertSettingsSchema.safeParse(valuesToAlertSettingsInput(values, 'mg/dL'));
    expect(refused.error?.issues[0]?.path).toEqual(['escalateAfterMinutes']);
  });
});

describe('convertAlertValues', () => {
  it('shows what the thresholds hold in the unit chosen while the form is open', () => {
    const values = alertSettingsToValues(undefined, 'mg/dL');
    const converted = convertAlertValues(values, 'mg/dL', 'mmol/L');
    expect(converted['urgentLow.threshold']).toBe('3.1');
    expect(converted['high.threshold']).toBe('13.9');
    expect(convertAlertValues({ ...values, low: { ...values.low, threshold: 'abc' } }, 'mg/dL', 'mmol/L')['low.threshold']).toBe('abc');
  });
});
