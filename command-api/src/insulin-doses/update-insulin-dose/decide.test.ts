import { describe, expect, it } from 'vitest';
import { DOSE_ID, OWNER, STRANGER, bolus, deletedBy, given, loggedBy } from '../dose-fixtures';
import { decideUpdateInsulinDose } from './decide';

describe('UpdateInsulinDose', () => {
  it('given my dose, when corrected, then InsulinDoseUpdated holds its new content', () => {
    const dose = { ...bolus, units: 6, relatedMeal: undefined };
    const events = decideUpdateInsulinDose(given(loggedBy(OWNER)), { doseId: DOSE_ID, userId: OWNER, dose });
    expect(events.map((event) => event.type)).toEqual(['InsulinDoseUpdated']);
    expect(events[0]!.data).toMatchObject({ units: 6, timestamp: bolus.timestamp });
    expect(events[0]!.data).not.toHaveProperty('relatedMealId');
  });

  it('given my dose, when corrected without a time, then it keeps its time and time zone', () => {
    const dose = { ...bolus, units: 5, timestamp: undefined, timezoneOffsetMinutes: undefined };
    expect(decideUpdateInsulinDose(given(loggedBy(OWNER)), { doseId: DOSE_ID, userId: OWNER, dose })[0]!.data).toMatchObject({
      timestamp: bolus.timestamp,
      timezoneOffsetMinutes: 60,
    });
  });

  it('given my dose, when "corrected" to the same content, then nothing is recorded', () => {
    expect(decideUpdateInsulinDose(given(loggedBy(OWNER)), { doseId: DOSE_ID, userId: OWNER, dose: bolus })).toEqual([]);
  });

  it('given no dose, a deleted dose or a stranger, when corrected, then the dose is not found', () => {
    const command = { doseId: DOSE_ID, userId: OWNER, dose: bolus };
    expect(() => decideUpdateInsulinDose(given(), command)).toThrow('Insulin dose not found');
    expect(() => decideUpdateInsulinDose(given(loggedBy(OWNER), deletedBy(OWNER)), command)).toThrow('Insulin dose not found');
    expect(() => decideUpdateInsulinDose(given(loggedBy(STRANGER)), command)).toThrow('Insulin dose not found');
  });
});
