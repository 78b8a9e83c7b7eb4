import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { logGlucoseReadingSchema, updateGlucoseReadingSchema } from '../glucose/schemas';
import { logInsulinDoseSchema, updateInsulinDoseSchema } from '../insulin/schemas';
import { logMealSchema } from '../meals/schemas';
import { profileUpdateSchema } from '../accounts/profile-schema';
import { registerSchema } from '../accounts/new-password-schemas';
import { fieldErrors } from './field-errors';

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

const now = () => new Date('2024-03-01T12:00:00Z');
const meal = logMealSchema(now);
const validMeal = { mealType: 'Lunch', timestamp: '2024-03-01T11:00:00Z', foodItems: [{ name: 'Rice', carbs: 45, amount: 1 }] };
const item = (fields: Record<string, unknown>) => ({ ...validMeal, foodItems: [{ name: 'Rice', carbs: 45, amount: 1, ...fields }] });

describe('numbers are finite and clinically plausible', () => {
  it('refuses a meal item beyond a whole meal, and numbers that are not numbers', () => {
    expect(errorsOf(meal, item({ carbs: 1e308 }))).toEqual({ 'foodItems.0.carbs': 'Carbs must be at most 1,000' });
    expect(errorsOf(meal, item({ carbs: 'NaN', protein: 'Infinity', fat: '1e400' }))).toEqual({
      'foodItems.0.carbs': 'Carbs must be a number',
      'foodItems.0.protein': 'Protein must be a number',
      'foodItems.0.fat': 'Fat must be a number',
    });
    expect(errorsOf(meal, item({ calories: 10_001, amount: 1001 }))).toEqual({
      'foodItems.0.calories': 'Calories must be at most 10,000',
      'foodItems.0.amount': 'Amount must be at most 1,000',
    });
  });

  it('refuses a meal whose items add up beyond the meal limits', () => {
    expect(errorsOf(meal, item({ carbs: 600, amount: 2 }))).toEqual({ foodItems: "The meal's carbs add up to more than 1,000 g" });
    const feast = { ...validMeal, foodItems: Array.from({ length: 3 }, () => ({ name: 'Roast', carbs: 10, calories: 4000, protein: 200, fat: 200 })) };
    expect(errorsOf(meal, feast)).toEqual({ foodItems: "The meal's protein add up to more than 500 g" });
    expect(errorsOf(meal, item({ carbs: 1000 }))).toEqual({});
  });

  it('bounds the glucose and insulin figures of a meal', () => {
    expect(errorsOf(meal, { ...validMeal, preGlucose: 601, postGlucose: 1e20, insulinDose: 301 })).toEqual({
      preGlucose: 'Pre-meal glucose must be at most 600',
      postGlucose: 'Post-meal glucose must be at most 600',
      insulinDose: 'Insulin dose must be at most 300',
    });
  });

  it('bounds insulin units', () => {
    const dose = { insulinType: 'Bolus', units: 300.5 };
    expect(errorsOf(logInsulinDoseSchema, dose)).toEqual({ units: 'Units must be at most 300' });
    expect(errorsOf(logInsulinDoseSchema, { ...dose, units: 300 })).toEqual({});
  });
});

describe('no record kind accepts a time in the future', () => {
  const later = () => new Date(Date.now() + 6 * 60_000).toISOString();
  const skewed = () => new Date(Date.now() + 4 * 60_000).toISOString();
  const reading = { value: 100, mealContext: 'Fasting', readingType: 'Manual', feeling: 'Normal' };
  const dose = { insulinType: 'Bolus', units: 2 };

  it.each([
    ['glucose, logged', logGlucoseReadingSchema, reading],
    ['glucose, corrected', updateGlucoseReadingSchema, reading],
    ['insulin, logged', logInsulinDoseSchema, dose],
    ['insulin, corrected', updateInsulinDoseSchema, dose],
    ['meal', logMealSchema(), validMeal],
  ] as const)('%s', (_kind, schema, body) => {
    expect(errorsOf(schema, { ...body, timestamp: later() })).toEqual({ timestamp: 'Date and time cannot be in the future' });
    expect(errorsOf(schema, { ...body, timestamp: skewed() })).toEqual({});
  });

  it('nor a diagnosis still to come', () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(errorsOf(profileUpdateSchema, { name: 'Ada', email: 'ada@example.com', dateOfDiagnosis: tomorrow })).toEqual({
      dateOfDiagnosis: 'Date of diagnosis cannot be in the future',
    });
    const person = { name: 'Ada', email: 'ada@example.com', password: 'Marmalade-Sky-42', diabetesType: 'Type 1' };
    expect(errorsOf(registerSchema, { ...person, dateOfDiagnosis: tomorrow })).toEqual({ dateOfDiagnosis: 'Date of diagnosis cannot be in the future' });
  });
});

describe('every text field of a write has the text rule', () => {
  it('profile: names, contacts, doctor, insulin', () => {
    const nul = 'x\u0000y';
    const profile = {
      name: nul,
      email: 'ada@example.com',
      insulinType: { basal: nul, bolus: nul },
      emergencyContacts: [{ name: nul, relationship: nul, phone: nul }],
      doctor: { name: nul, phone: nul },
    };
    expect(Object.keys(errorsOf(profileUpdateSchema, profile)).sort()).toEqual(
      [
        'doctor.name',
        'doctor.phone',
        'emergencyContacts.0.name',
        'emergencyContacts.0.phone',
        'emergencyContacts.0.relationship',
        'insulinType.basal',
        'insulinType.bolus',
        'name',
      ].sort(),
    );
  });

  it('records: notes, tags, food names, brands', () => {
    expect(errorsOf(logGlucoseReadingSchema, { value: 100, mealContext: 'Fasting', readingType: 'Manual', feeling: 'Normal', notes: '\u0000', tags: ['ok', '\u0001'] })).toEqual({
      notes: 'Notes must not contain control characters',
      'tags.1': 'A tag must not contain control characters',
    });
    expect(errorsOf(meal, { ...validMeal, notes: '\u0000', foodItems: [{ name: 'Ri\u0000ce', carbs: 1 }] })).toEqual({
      notes: 'Notes must not contain control characters',
      'foodItems.0.name': 'Food name must not contain control characters',
    });
    expect(errorsOf(logInsulinDoseSchema, { insulinType: 'Basal', units: 10, brand: '\u0000', notes: '\ud800' })).toEqual({
      brand: 'Brand must not contain control characters',
      notes: 'Notes must not contain control characters',
    });
  });
});
