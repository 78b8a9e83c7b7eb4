import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../shared/field-errors';
import { ACCESS_CODE_ENTROPY_BITS, ACCESS_CODE_PATTERN, generateAccessCode, normalizeAccessCode } from './access-code';
import { isClinicianReadable } from './readable-routes';
import { clinicianAccessLogQuerySchema, clinicianAccessRequestSchema, doctorAccessCodeRequestSchema } from './schemas';

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

describe('generateAccessCode', () => {
  it('gives four groups of four Crockford symbols: 80 bits', () => {
    expect(ACCESS_CODE_ENTROPY_BITS).toBeGreaterThanOrEqual(60);
    expect(ACCESS_CODE_ENTROPY_BITS).toBe(80);
    expect(generateAccessCode()).toMatch(ACCESS_CODE_PATTERN);
    expect(generateAccessCode()).not.toMatch(/[ILOU]/);
  });

  it('spells all 80 random bits, 5 to a symbol', () => {
    expect(generateAccessCode(() => new Uint8Array(10))).toBe('0000-0000-0000-0000');
    expect(generateAccessCode(() => new Uint8Array(10).fill(255))).toBe('ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    const lastBitSet = new Uint8Array(10);
    lastBitSet[9] = 1;
    expect(generateAccessCode(() => lastBitSet)).toBe('0000-0000-0000-0001');
  });

  it('uses every symbol about equally and does not repeat', () => {
    const codes = Array.from({ length: 2000 }, () => generateAccessCode());
    expect(new Set(codes).size).toBe(codes.length);
    const counts = new Map<string, number>();
    for (const symbol of codes.join('').replaceAll('-', '')) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
    expect(counts.size).toBe(32);
    // 32,000 symbols: 1,000 expected each; 5 standard deviations either side.
    for (const count of counts.values()) expect(Math.abs(count - 1000)).toBeLessThan(160);
  });
});

describe('normalizeAccessCode', () => {
  it('ignores case, spaces and hyphens, and reads I, L and O as the digits they look like', () => {
    expect(normalizeAccessCode(' 7k2m qx9d-4trp-a0bz ')).toBe('7K2MQX9D4TRPA0BZ');
    expect(normalizeAccessCode('IL0O')).toBe('1100');
  });
});

describe('doctorAccessCodeRequestSchema', () => {
  it('defaults to 30 days and allows 1, 7, 30 or 90', () => {
    expect(doctorAccessCodeRequestSchema.parse({})).toEqual({ expiresInDays: 30 });
    expect(doctorAccessCodeRequestSchema.parse({ expiresInDays: 90 })).toEqual({ expiresInDays: 90 });
    expect(errorsOfExpiry({ expiresInDays: 365 })).toEqual({ expiresInDays: 'Expiry must be 1, 7, 30 or 90 days' });
    expect(errorsOfExpiry({ expiresInDays: '7' })).toEqual({ expiresInDays: 'Expiry must be 1, 7, 30 or 90 days' });
  });
});

function errorsOfExpiry(input: unknown): Record<string, string> {
  const result = doctorAccessCodeRequestSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

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
