import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrors } from '../../shared/field-errors';
import { calculateBolusRequestSchema, requestGlucoseMgdl } from './request';
import { bolusSettingsSchema } from './settings';

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

const valid = { carbRatio: 10, correctionFactor: 50, targetGlucose: 100, insulinDurationHours: 4, doseIncrement: 0.5, maxBolus: 15 };

describe('bolusSettingsSchema', () => {
  it('names every missing setting but the duration, which defaults to 4 hours', () => {
    expect(errorsOf(bolusSettingsSchema, {})).toEqual({
      carbRatio: 'Carb ratio is required',
      correctionFactor: 'Correction factor is required',
      targetGlucose: 'Target glucose is required',
      doseIncrement: 'Dose increment is required',
      maxBolus: 'Maximum bolus is required',
    });
    expect(bolusSettingsSchema.parse({ ...valid, insulinDurationHours: '' }).insulinDurationHours).toBe(4);
  });

  it('bounds each setting with its own message', () => {
    const outside = { carbRatio: 151, correctionFactor: 4, targetGlucose: 181, insulinDurationHours: 1.5, doseIncrement: 0.25, maxBolus: 51 };
    expect(errorsOf(bolusSettingsSchema, outside)).toEqual({
      carbRatio: 'Carb ratio must be between 1 and 150 g per unit',
      correctionFactor: 'Correction factor must be between 5 and 400 mg/dL per unit',
      targetGlucose: 'Target glucose must be between 70 and 180 mg/dL',
      insulinDurationHours: 'Duration of insulin action must be between 2 and 8 hours',
      doseIncrement: 'Dose increment must be one of 0.05, 0.1, 0.5 or 1 units',
      maxBolus: 'Maximum bolus must be between 1 and 50 units',
    });
    expect(errorsOf(bolusSettingsSchema, { ...valid, carbRatio: 0.5, targetGlucose: 69 })).toEqual({
      carbRatio: 'Carb ratio must be between 1 and 150 g per unit',
      targetGlucose: 'Target glucose must be between 70 and 180 mg/dL',
    });
  });

  it('accepts the limits and typed strings', () => {
    const limits = { carbRatio: '1', correctionFactor: '400', targetGlucose: '70', insulinDurationHours: '8', doseIncrement: '0.05', maxBolus: '50' };
    expect(bolusSettingsSchema.parse(limits)).toEqual({ carbRatio: 1, correctionFactor: 400, targetGlucose: 70, insulinDurationHours: 8, doseIncrement: 0.05, maxBolus: 50 });
    expect(errorsOf(bolusSettingsSchema, { ...valid, carbRatio: 'ten' })).toEqual({ carbRatio: 'Must be a number' });
  });
});

describe('calculateBolusRequestSchema', () => {
  it('requires carbs between 0 and 500 g', () => {
    expect(errorsOf(calculateBolusRequestSchema, {})).toEqual({ carbs: 'Carbs are required' });
    expect(errorsOf(calculateBolusRequestSchema, { carbs: -1 })).toEqual({ carbs: 'Carbs must be between 0 and 500 g' });
    expect(errorsOf(calculateBolusRequestSchema, { carbs: 501 })).toEqual({ carbs: 'Carbs must be between 0 and 500 g' });
    expect(calculateBolusRequestSchema.parse({ carbs: '0' })).toEqual({ carbs: 0, unit: 'mg/dL' });
  });

  it('bounds the glucose at 20 to 600 mg/dL in the unit sent; blank means none', () => {
    expect(errorsOf(calculateBolusRequestSchema, { carbs: 10, currentGlucose: 19 })).toEqual({ currentGlucose: 'Value must be at least 20' });
    expect(errorsOf(calculateBolusRequestSchema, { carbs: 10, currentGlucose: 601 })).toEqual({ currentGlucose: 'Value must be less than 600' });
    expect(errorsOf(calculateBolusRequestSchema, { carbs: 10, currentGlucose: 0.5, unit: 'mmol/L' })).toEqual({ currentGlucose: 'Value must be at least 1.2' });
    expect(calculateBolusRequestSchema.parse({ carbs: 10, currentGlucose: '' }).currentGlucose).toBeUndefined();
  });

  it('converts the glucose to mg/dL for the calculator', () => {
    expect(requestGlucoseMgdl(calculateBolusRequestSchema.parse({ carbs: 10, currentGlucose: 200 }))).toBe(200);
    expect(requestGlucoseMgdl(calculateBolusRequestSchema.parse({ carbs: 10, currentGlucose: 10, unit: 'mmol/L' }))).toBeCloseTo(180.16, 2);
    expect(requestGlucoseMgdl(calculateBolusRequestSchema.parse({ carbs: 10 }))).toBeUndefined();
  });
});
