import { describe, expect, it } from 'vitest';
import { firstTabWithError, tabSavesProfile } from './profile-tabs';

describe('firstTabWithError', () => {
  it('names the first tab, in tab order, with an error', () => {
    expect(firstTabWithError({ emergencyContacts: [{ email: 'Invalid email address' }], targetGlucoseRange: { min: 'Minimum value is 40' } })).toBe('medical');
    expect(firstTabWithError({ 'settings.glucoseUnit': 'Glucose unit must be one of: mg/dL, mmol/L' })).toBe('preferences');
    expect(firstTabWithError({ settings: { alerts: { escalateAfterMinutes: 'Too long' } } })).toBe('alerts');
  });

  it('names none without errors', () => {
    expect(firstTabWithError(undefined)).toBeUndefined();
    expect(firstTabWithError({ name: undefined })).toBeUndefined();
  });
});

describe('tabSavesProfile', () => {
  it('is true for the tabs holding profile fields and false for the uploads tab', () => {
    for (const id of ['personal', 'medical', 'contacts', 'preferences'] as const) expect(tabSavesProfile(id)).toBe(true);
    expect(tabSavesProfile('uploads')).toBe(false);
  });
});
