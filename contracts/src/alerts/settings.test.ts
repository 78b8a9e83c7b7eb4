import { describe, expect, it } from 'vitest';
import { alertSettingsSchema, DEFAULT_ALERT_SETTINGS, effectiveAlertSettings } from './settings';

describe('alert settings', () => {
  it('default to the product defaults: urgent low 55, low 70, high 250 for 30 minutes, 3 mg/dL a minute, no data after 20, escalation after 15', () => {
    expect(DEFAULT_ALERT_SETTINGS).toMatchObject({
      urgentLow: { threshold: 55, snoozeMinutes: 30 }, low: { enabled: true, threshold: 70 }, high: { threshold: 250, forMinutes: 30 },
      fall: { mgdlPerMinute: 3 }, rise: { mgdlPerMinute: 3 }, noData: { afterMinutes: 20 }, escalateAfterMinutes: 15,
    });
  });

  it('refuse an urgent low snooze over 30 minutes, a threshold below level 2 hypoglycaemia and an escalation past 60 minutes', () => {
    expect(alertSettingsSchema.safeParse({ urgentLow: { snoozeMinutes: 31 } }).success).toBe(false);
    expect(alertSettingsSchema.safeParse({ urgentLow: { threshold: 50 } }).success).toBe(false);
    expect(alertSettingsSchema.safeParse({ escalateAfterMinutes: 61 }).success).toBe(false);
    expect(alertSettingsSchema.safeParse({ urgentLow: { enabled: false } }).data?.urgentLow).toEqual({ threshold: 55, snoozeMinutes: 30 });
  });

  it('fall back to the defaults when stored settings cannot be read', () => {
    expect(effectiveAlertSettings({ low: { threshold: 'seventy' } })).toEqual(DEFAULT_ALERT_SETTINGS);
    expect(effectiveAlertSettings(undefined)).toEqual(DEFAULT_ALERT_SETTINGS);
  });
});

describe('alert settings in the profile', () => {
  it('are taken by PUT /auth/profile as settings.alerts, parts left out at their defaults, and refused with their field when out of bounds', async () => {
    const { profileUpdateSchema } = await import('../accounts/profile-schema');
    const identity = { name: 'Ada', email: 'ada@example.com' };
    const parsed = profileUpdateSchema.parse({ ...identity, settings: { alerts: { escalateAfterMinutes: 1, low: { threshold: 75 } } } });
    expect(parsed.settings?.alerts).toEqual({ ...DEFAULT_ALERT_SETTINGS, escalateAfterMinutes: 1, low: { ...DEFAULT_ALERT_SETTINGS.low, threshold: 75 } });
    const refused = profileUpdateSchema.safeParse({ ...identity, settings: { alerts: { escalateAfterMinutes: 90 } } });
    expect(refused.error?.issues[0]?.path).toEqual(['settings', 'alerts', 'escalateAfterMinutes']);
  });
});
