import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrors } from '../shared/field-errors';
import { insulinListQuerySchema, logInsulinDoseSchema } from './schemas';

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('logInsulinDoseSchema', () => {
  it('requires the type and the units', () => {
    expect(errorsOf(logInsulinDoseSchema, {})).toEqual({ insulinType: 'Insulin type is required', units: 'Units are required' });
    expect(errorsOf(logInsulinDoseSchema, { insulinType: '', units: '' })).toEqual({
      insulinType: 'Insulin type is required',
      units: 'Units are required',
    });
  });

  it('needs at least 0.1 units', () => {
    expect(errorsOf(logInsulinDoseSchema, { insulinType: 'Bolus', units: 0 })).toEqual({ units: 'Units must be positive' });
    expect(errorsOf(logInsulinDoseSchema, { insulinType: 'Bolus', units: '0.1' })).toEqual({});
  });

  it('omits an empty related meal and defaults the site', () => {
    const dose = logInsulinDoseSchema.parse({ insulinType: 'Basal', units: 12.5, relatedMeal: '' });
    expect(dose).toMatchObject({ relatedMeal: undefined, injectionSite: 'Not Specified', brand: '', notes: '' });
    expect(errorsOf(logInsulinDoseSchema, { insulinType: 'Basal', units: 1, relatedMeal: 'abc' })).toEqual({
      relatedMeal: 'Related meal must be a valid meal id',
    });
  });
});

describe('insulinListQuerySchema', () => {
  it('filters by insulin type', () => {
    expect(insulinListQuerySchema.parse({ type: 'Basal', limit: '10' })).toMatchObject({ type: 'Basal', page: 1, limit: 10 });
    expect(errorsOf(insulinListQuerySchema, { type: 'Fast' })).toEqual({ type: 'Insulin type must be one of: Basal, Bolus, Correction, Mixed' });
  });
});
