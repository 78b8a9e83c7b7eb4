import { describe, expect, it } from 'vitest';
import { DOSE_ID, MEAL_ID, NOW, OWNER, STRANGER, bolus, deletedBy, given, loggedBy } from '../dose-fixtures';
import { decideLogInsulinDose } from './decide';

const command = { doseId: DOSE_ID, userId: OWNER, dose: bolus, now: NOW };

describe('LogInsulinDose', () => {
  it('given no dose, when logged, then InsulinDoseLogged names the meal as relatedMealId', () => {
    const events = decideLogInsulinDose(given(), command);
    expect(events.map((event) => event.type)).toEqual(['InsulinDoseLogged']);
    expect(events[0]!.data).toEqual({
      doseId: DOSE_ID,
      userId: OWNER,
      insulinType: 'Bolus',
      units: 4.5,
      brand: 'Fiasp',
      timestamp: '2024-03-01T07:55:00.000Z',
      timezoneOffsetMinutes: 60,
      injectionSite: 'Abdomen',
      relatedMealId: MEAL_ID,
      notes: 'breakfast',
    });
  });

  it('given no dose, when logged without a time or a meal, then it happened now in UTC and names no meal', () => {
    const dose = { ...bolus, timestamp: undefined, timezoneOffsetMinutes: undefined, relatedMeal: undefined };
    const data = decideLogInsulinDose(given(), { ...command, dose })[0]!.data;
    expect(data).toMatchObject({ timestamp: NOW.toISOString(), timezoneOffsetMinutes: 0 });
    expect(data).not.toHaveProperty('relatedMealId');
  });

  it('given my dose with that id, when logged again, then nothing new is recorded', () => {
    expect(decideLogInsulinDose(given(loggedBy(OWNER)), command)).toEqual([]);
  });

  it("given another person's or a deleted dose with that id, when logged, then it is a conflict", () => {
    expect(() => decideLogInsulinDose(given(loggedBy(STRANGER)), command)).toThrow('An insulin dose with this id already exists');
    expect(() => decideLogInsulinDose(given(loggedBy(OWNER), deletedBy(OWNER)), command)).toThrow('An insulin dose with this id already exists');
  });
});
