import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrors } from '../../shared/field-errors';
import { calculateBolusRequestSchema, requestGlucoseMgdl } from './request';
import { bolusSettingsSchema } from './settings';

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

const valid = { carbRatio: 10, correctionFactor: 50, targetGlucose: 100, insulinDurationHours: 5, doseIncrement: 0.5, maxBolus: 15 };
const allDay = (value: number) => [{ start: '00:00', value }];

describe('bolusSettingsSchema', () => {
  it('names every missing setting but the duration and kind, which default to 5 hours of rapid-acting insulin', () => {
    expect(errorsOf(bolusSettingsSchema, {})).toEqual({
      carbRatio: 'Enter at least one period, starting at 00:00',
      correctionFactor: 'Enter at least one period, starting at 00:00',
      targetGlucose: 'Enter at least one period, starting at 00:00',
      doseIncrement: 'Dose increment is required',
      maxBolus: 'Maximum bolus is required',
    });
    const parsed = bolusSettingsSchema.parse({ ...valid, insulinDurationHours: '' });
    expect(parsed).toMatchObject({ insulinDurationHours: 5, insulinKind: 'rapidActing', carbRatio: allDay(10) });
    expect(errorsOf(bolusSettingsSchema, { ...valid, carbRatio: [{ start: '00:00', value: '' }] })).toEqual({ 'carbRatio.0.value': 'Carb ratio is required' });
    expect(errorsOf(bolusSettingsSchema, { ...valid, insulinKind: 'regular' })).toEqual({ insulinKind: 'Insulin kind must be rapid-acting or ultra-rapid' });
  });

  it('allows 5 to 8 hours of insulin action, the exponential curve minimum, and says so', () => {
    for (const hours of [2, 4, 4.5, 8.5]) {
      expect(errorsOf(bolusSettingsSchema, { ...valid, insulinDurationHours: hours })).toEqual({ insulinDurationHours: 'Duration of insulin action must be between 5 and 8 hours' });
    }
    expect(errorsOf(bolusSettingsSchema, { ...valid, insulinDurationHours: 8 })).toEqual({});
  });

  it('bounds each setting with its own message', () => {
    const outside = { carbRatio: 151, correctionFactor: 4, targetGlucose: [{ start: '00:00', value: 100 }, { start: '12:00', value: 181 }], insulinDurationHours: 1.5, doseIncrement: 0.25, maxBolus: 51 };
    expect(errorsOf(bolusSettingsSchema, outside)).toEqual({
      'carbRatio.0.value': 'Carb ratio must be between 1 and 150 g per unit',
      'correctionFactor.0.value': 'Correction factor must be between 5 and 400 mg/dL per unit',
      'targetGlucose.1.value': 'Target glucose must be between 70 and 180 mg/dL',
      insulinDurationHours: 'Duration of insulin action must be between 5 and 8 hours',
      doseIncrement: 'Dose increment must be one of 0.05, 0.1, 0.5 or 1 units',
      maxBolus: 'Maximum bolus must be between 1 and 50 units',
    });
    expect(errorsOf(bolusSettingsSchema, { ...valid, carbRatio: 0.5, targetGlucose: 69 })).toEqual({
      'carbRatio.0.value': 'Carb ratio must be between 1 and 150 g per unit',
      'targetGlucose.0.value': 'Target glucose must be between 70 and 180 mg/dL',
    });
  });

  it('accepts the limits and typed strings', () => {
    const limits = { carbRatio: '1', correctionFactor: '400', targetGlucose: '70', insulinDurationHours: '8', insulinKind: 'ultraRapid', doseIncrement: '0.05', maxBolus: '50' };
    expect(bolusSettingsSchema.parse(limits)).toEqual({
      carbRatio: allDay(1), correctionFactor: allDay(400), targetGlucose: allDay(70), insulinDurationHours: 8, insulinKind: 'ultraRapid', doseIncrement: 0.05, maxBolus: 50,
    });
    expect(errorsOf(bolusSettingsSchema, { ...valid, carbRatio: [{ start: '00:00', value: 'ten' }] })).toEqual({ 'carbRatio.0.value': 'Must be a number' });
  });
});

describe('calculateBolusRequestSchema', () => {
  it('requires carbs between 0 and 500 g', () => {
    expect(errorsOf(calculateBolusRequestSchema, {})).toEqual({ carbs: 'Carbs are required' });
    expect(errorsOf(calculateBolusRequestSchema, { carbs: -1 })).toEqual({ carbs: 'Carbs must be between 0 and 500 g' });
    expect(errorsOf(calculateBolusRequestSchema, { carbs: 501 })).toEqual({ carbs: 'Carbs must be between 0 and 500 g' });
    expect(calculateBolusRequestSchema.parse({ carbs: '0' })).toEqual({ carbs: 0, unit: 'mg/dL', useCgm: false, iobMode: 'wholeDose' });
  });

  it('bounds the glucose at 20 to 600 mg/dL in the unit sent; blank means none', () => {
    expect(errorsOf(calculateBolusRequestSchema, { carbs: 10, currentGlucose: 19 })).toEqual({ currentGlucose: 'Value must be at least 20' });
    expect(errorsOf(calculateBolusRequestSchema, { carbs: 10, currentGlucose: 601 })).toEqual({ currentGlucose: 'Value must be less than 600' });
    expect(errorsOf(calculateBolusRequestSchema, { carbs: 10, currentGlucose: 0.5, unit: 'mmol/L' })).toEqual({ currentGlucose: 'Value must be at least 1.2' });
    expect(calculateBolusRequestSchema.parse({ carbs: 10, currentGlucose: '' }).currentGlucose).toBeUndefined();
  });

  it('takes the CGM value or a typed one, not both, and the correction-only option by name', () => {
    expect(calculateBolusRequestSchema.parse({ carbs: 10, useCgm: true, iobMode: 'correctionOnly' })).toMatchObject({ useCgm: true, iobMode: 'correctionOnly' });
    expect(errorsOf(calculateBolusRequestSchema, { carbs: 10, useCgm: true, currentGlucose: 120 })).toEqual({ currentGlucose: 'Leave the glucose blank to use your CGM value' });
    expect(errorsOf(calculateBolusRequestSchema, { carbs: 10, iobMode: 'none' })).toEqual({ iobMode: 'iobMode must be one of: wholeDose, correctionOnly' });
  });

  it('converts the glucose to mg/dL for the calculator', () => {
    expect(requestGlucoseMgdl(calculateBolusRequestSchema.parse({ carbs: 10, currentGlucose: 200 }))).toBe(200);
    expect(requestGlucoseMgdl(calculateBolusRequestSchema.parse({ carbs: 10, currentGlucose: 10, unit: 'mmol/L' }))).toBeCloseTo(180.16, 2);
    expect(requestGlucoseMgdl(calculateBolusRequestSchema.parse({ carbs: 10 }))).toBeUndefined();
  });
});
