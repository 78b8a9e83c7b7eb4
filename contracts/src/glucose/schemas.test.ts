import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrors } from '../shared/field-errors';
import { glucoseListQuerySchema, logGlucoseReadingSchema, updateGlucoseReadingSchema } from './schemas';

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

const valid = { value: 120, mealContext: 'Fasting', readingType: 'Manual', feeling: 'Normal' };

describe('logGlucoseReadingSchema', () => {
  it('reports each missing field with its message', () => {
    expect(errorsOf(logGlucoseReadingSchema, {})).toEqual({
      value: 'Glucose value is required',
      readingType: 'Reading type is required',
      feeling: 'Feeling is required',
    });
    expect(errorsOf(logGlucoseReadingSchema, { ...valid, value: '', mealContext: '' })).toEqual({ value: 'Glucose value is required' });
  });

  it("leaves the meal context optional: without one a reading's context is 'Not Specified'", () => {
    expect(logGlucoseReadingSchema.parse({ ...valid, mealContext: '' }).mealContext).toBe('Not Specified');
    expect(logGlucoseReadingSchema.parse({ value: 120, readingType: 'Manual', feeling: 'Normal' }).mealContext).toBe('Not Specified');
    expect(errorsOf(logGlucoseReadingSchema, { ...valid, mealContext: 'Brunch' })).toEqual({ mealContext: 'Meal context must be one of: Before Meal, After Meal, Fasting, Bedtime, Not Specified' });
  });

  it('bounds the value at 20 and 600 mg/dL', () => {
    expect(errorsOf(logGlucoseReadingSchema, { ...valid, value: 19.9 })).toEqual({ value: 'Value must be at least 20' });
    expect(errorsOf(logGlucoseReadingSchema, { ...valid, value: 600.1 })).toEqual({ value: 'Value must be less than 600' });
    expect(errorsOf(logGlucoseReadingSchema, { ...valid, value: 20 })).toEqual({});
    expect(errorsOf(logGlucoseReadingSchema, { ...valid, value: 600 })).toEqual({});
  });

  it('reports the range even when other fields are missing', () => {
    expect(errorsOf(logGlucoseReadingSchema, { value: 5 })).toMatchObject({ value: 'Value must be at least 20' });
  });

  it('bounds mmol/L values in mmol/L', () => {
    expect(errorsOf(logGlucoseReadingSchema, { ...valid, value: 1.1, unit: 'mmol/L' })).toEqual({ value: 'Value must be at least 1.2' });
    expect(errorsOf(logGlucoseReadingSchema, { ...valid, value: 33.4, unit: 'mmol/L' })).toEqual({ value: 'Value must be less than 33.3' });
    expect(errorsOf(logGlucoseReadingSchema, { ...valid, value: 5.5, unit: 'mmol/L' })).toEqual({});
  });

  it('coerces numeric strings and rejects other text', () => {
    expect(logGlucoseReadingSchema.parse({ ...valid, value: ' 142 ' }).value).toBe(142);
    expect(errorsOf(logGlucoseReadingSchema, { ...valid, value: 'abc' })).toEqual({ value: 'Glucose value must be a number' });
  });

  it('splits comma-separated tags and trims arrays of tags', () => {
    expect(logGlucoseReadingSchema.parse({ ...valid, tags: ' exercise, ,sick ' }).tags).toEqual(['exercise', 'sick']);
    expect(logGlucoseReadingSchema.parse({ ...valid, tags: [' a ', 'b', ''] }).tags).toEqual(['a', 'b']);
    expect(logGlucoseReadingSchema.parse(valid).tags).toEqual([]);
  });

  it('fills defaults and normalises the timestamp to UTC', () => {
    const reading = logGlucoseReadingSchema.parse({ ...valid, timestamp: '2024-03-01T10:00:00+02:00', timezoneOffsetMinutes: 120 });
    expect(reading).toMatchObject({ unit: 'mg/dL', notes: '', timestamp: '2024-03-01T08:00:00.000Z', timezoneOffsetMinutes: 120 });
    expect(logGlucoseReadingSchema.parse(valid).timestamp).toBeUndefined();
    expect(errorsOf(logGlucoseReadingSchema, { ...valid, timestamp: 'yesterday' })).toEqual({ timestamp: 'Enter a valid date and time' });
  });

  it('names invalid choices and ids', () => {
    expect(errorsOf(logGlucoseReadingSchema, { ...valid, feeling: 'Great', _id: 'x' })).toEqual({
      feeling: 'Feeling must be one of: Very Low, Low, Normal, High, Very High, Not Specified',
      _id: 'Invalid id',
    });
  });

  it('applies the same rules to corrections', () => {
    expect(errorsOf(updateGlucoseReadingSchema, { ...valid, value: 700 })).toEqual({ value: 'Value must be less than 600' });
  });
});

describe('glucoseListQuerySchema', () => {
  it('coerces the limit and orders the dates', () => {
    expect(glucoseListQuerySchema.parse({ limit: '50' }).limit).toBe(50);
    expect(glucoseListQuerySchema.parse({}).limit).toBe(1000);
    expect(errorsOf(glucoseListQuerySchema, { startDate: '2024-03-02T00:00:00Z', endDate: '2024-03-01T00:00:00Z' })).toEqual({
      endDate: 'End date must not be before start date',
    });
    expect(errorsOf(glucoseListQuerySchema, { limit: '0' })).toEqual({ limit: 'Limit must be at least 1' });
  });
});
