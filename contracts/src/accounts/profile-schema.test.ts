import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrors } from '../shared/field-errors';
import { profileUpdateSchema } from './profile-schema';

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

const identity = { name: 'Ada', email: 'ada@example.com' };

describe('profileUpdateSchema', () => {
  it('requires name and email', () => {
    expect(errorsOf(profileUpdateSchema, {})).toEqual({ name: 'Name is required', email: 'Email is required' });
    expect(errorsOf(profileUpdateSchema, { name: 'Ada', email: 'nope' })).toEqual({ email: 'Invalid email address' });
  });

  it('bounds the target minimum at 40 and 200', () => {
    expect(errorsOf(profileUpdateSchema, { ...identity, targetGlucoseRange: { min: 39, max: 180 } })).toEqual({
      'targetGlucoseRange.min': 'Minimum value is 40',
    });
    expect(errorsOf(profileUpdateSchema, { ...identity, targetGlucoseRange: { min: 201, max: 300 } })).toEqual({
      'targetGlucoseRange.min': 'Maximum value is 200',
    });
  });

  it('bounds the target maximum at 100 and 300', () => {
    expect(errorsOf(profileUpdateSchema, { ...identity, targetGlucoseRange: { min: 70, max: 99 } })).toEqual({
      'targetGlucoseRange.max': 'Minimum value is 100',
    });
    expect(errorsOf(profileUpdateSchema, { ...identity, targetGlucoseRange: { min: 70, max: 301 } })).toEqual({
      'targetGlucoseRange.max': 'Maximum value is 300',
    });
  });

  it('needs the minimum below the maximum', () => {
    expect(errorsOf(profileUpdateSchema, { ...identity, targetGlucoseRange: { min: 150, max: 150 } })).toEqual({
      'targetGlucoseRange.max': 'Target minimum must be below target maximum',
    });
    expect(profileUpdateSchema.parse({ ...identity, targetGlucoseRange: { min: '80', max: '160' } }).targetGlucoseRange).toEqual({ min: 80, max: 160 });
  });

  it('checks contact and doctor emails with the same pattern, blanks allowed', () => {
    const contacts = [{ name: 'Bo', email: 'bo@' }, { name: 'Cy', email: '' }];
    expect(errorsOf(profileUpdateSchema, { ...identity, emergencyContacts: contacts, doctor: { email: 'doc@clinic' } })).toEqual({
      'emergencyContacts.0.email': 'Invalid email address',
      'doctor.email': 'Invalid email address',
    });
  });

  it('keeps at most two emergency contacts', () => {
    expect(errorsOf(profileUpdateSchema, { ...identity, emergencyContacts: [{}, {}, {}] })).toEqual({
      emergencyContacts: 'At most 2 emergency contacts',
    });
  });

  it('clears the date of diagnosis with a blank and leaves it alone when absent', () => {
    expect(profileUpdateSchema.parse({ ...identity, dateOfDiagnosis: '' }).dateOfDiagnosis).toBeNull();
    expect(profileUpdateSchema.parse(identity).dateOfDiagnosis).toBeUndefined();
  });

  it('accepts settings', () => {
    const parsed = profileUpdateSchema.parse({ ...identity, settings: { glucoseUnit: 'mmol/L', darkMode: true } });
    expect(parsed.settings).toEqual({ glucoseUnit: 'mmol/L', darkMode: true });
    expect(errorsOf(profileUpdateSchema, { ...identity, settings: { glucoseUnit: 'mg' } })).toEqual({
      'settings.glucoseUnit': 'Glucose unit must be one of: mg/dL, mmol/L',
    });
  });
});
