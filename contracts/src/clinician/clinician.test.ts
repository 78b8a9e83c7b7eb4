import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../shared/field-errors';
import { accessCodeGrantsAccess } from './access-code';
import { isClinicianReadable } from './readable-routes';
import { clinicianAccessLogQuerySchema, clinicianAccessRequestSchema } from './schemas';

function errorsOf(input: unknown): Record<string, string> {
  const result = clinicianAccessRequestSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('clinicianAccessRequestSchema', () => {
  it('requires the email and the access code', () => {
    expect(errorsOf({})).toEqual({ email: 'Email is required', accessCode: 'Access code is required' });
    expect(errorsOf({ email: ' ', accessCode: '   ' })).toEqual({ email: 'Email is required', accessCode: 'Access code is required' });
  });

  it('checks the email pattern and normalises both fields', () => {
    expect(errorsOf({ email: 'ada@example', accessCode: 'x' })).toEqual({ email: 'Invalid email address' });
    expect(clinicianAccessRequestSchema.parse({ email: ' Ada@Example.com ', accessCode: ' code-1234 ' })).toEqual({
      email: 'ada@example.com',
      accessCode: 'code-1234',
    });
  });
});

describe('accessCodeGrantsAccess', () => {
  it('grants only with at least 8 characters after trimming', () => {
    expect(accessCodeGrantsAccess('12345678')).toBe(true);
    expect(accessCodeGrantsAccess('  1234567  ')).toBe(false);
    expect(accessCodeGrantsAccess('')).toBe(false);
  });
});

describe('isClinicianReadable', () => {
  it('matches method and path exactly', () => {
    expect(isClinicianReadable('GET /api/glucose')).toBe(true);
    expect(isClinicianReadable('POST /api/glucose')).toBe(false);
    expect(isClinicianReadable('GET /api/glucose/{id}')).toBe(false);
    expect(isClinicianReadable('GET /api/clinician/access-log')).toBe(false);
  });
});

describe('clinicianAccessLogQuerySchema', () => {
  it('defaults to 10 visits and allows 1 to 50', () => {
    expect(clinicianAccessLogQuerySchema.parse({})).toEqual({ limit: 10 });
    expect(clinicianAccessLogQuerySchema.parse({ limit: '50' })).toEqual({ limit: 50 });
    expect(clinicianAccessLogQuerySchema.safeParse({ limit: '51' }).success).toBe(false);
    expect(clinicianAccessLogQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
  });
});
