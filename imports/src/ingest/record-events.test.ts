import { describe, expect, it } from 'vitest';
import { recordIdOf, streamIds, type IngestReading } from '@glyco/contracts';
import { recordEventOf } from './record-events';
import { planWrite } from './write-plan';

const userId = '5f0c2a3e-8a57-4a53-9d55-0f6f3c1f1b11';
const now = () => new Date('2026-03-10T00:00:00Z');
const low: IngestReading = {
  kind: 'reading',
  line: 12,
  timestamp: '2026-03-08T09:05:41.000Z',
  timezoneOffsetMinutes: -300,
  deviceKind: 'Dexcom G6',
  valueMgdl: 39,
  entered: { value: 39, unit: 'mg/dL' },
  readingType: 'CGM',
  sensorLimit: 'below',
};

describe('the event of an imported record', () => {
  it("is the manual form's reading, on the stream its identity names, with the sensor limit and device kind", () => {
    const outcome = recordEventOf(userId, low, now);
    expect(outcome).toEqual({
      ok: true,
      event: {
        streamId: streamIds.glucoseReading(recordIdOf(userId, low)),
        type: 'GlucoseReadingLogged',
        schemaVersion: 1,
        occurredAt: new Date(low.timestamp),
        data: expect.objectContaining({ valueMgdl: 39, readingType: 'CGM', mealContext: 'Not Specified', sensorLimit: 'below', deviceKind: 'Dexcom G6', tags: [] }),
      },
    });
  });

  it('links a dose to the meal imported with it, by the id that meal gets', () => {
    const meal = { kind: 'meal' as const, timestamp: low.timestamp, timezoneOffsetMinutes: 0, deviceKind: 'Glyco', carbs: 40, externalId: 'original-meal' };
    const dose = { kind: 'dose' as const, timestamp: low.timestamp, timezoneOffsetMinutes: 0, deviceKind: 'Glyco', units: 4, insulinType: 'Bolus' as const, relatedMealExternalId: 'original-meal' };
    const outcome = recordEventOf(userId, dose, now);
    expect(outcome.ok && outcome.event.data).toMatchObject({ relatedMealId: recordIdOf(userId, meal) });
  });

  it('converts mmol/L as the form does and keeps what the file said', () => {
    const outcome = recordEventOf(userId, { ...low, entered: { value: 5.5, unit: 'mmol/L' }, sensorLimit: undefined }, now);
    expect(outcome.ok && outcome.event.data).toMatchObject({ valueMgdl: 5.5 * 18.01559, entered: { value: 5.5, unit: 'mmol/L' } });
  });

  it("is refused with the form's message when the form would refuse it", () => {
    expect(recordEventOf(userId, { ...low, entered: { value: 650, unit: 'mg/dL' } }, now)).toEqual({ ok: false, message: expect.stringContaining('600') });
    const dose = { kind: 'dose' as const, timestamp: low.timestamp, timezoneOffsetMinutes: 0, deviceKind: 'AndroidAPS', units: 500, insulinType: 'Bolus' as const };
    expect(recordEventOf(userId, dose, now).ok).toBe(false);
    expect(recordEventOf(userId, { ...low, deviceKind: 'x'.repeat(61) }, now).ok).toBe(false);
  });

  it('carries the full record when the source has it (a Glyco export)', () => {
    const reading = recordEventOf(userId, { ...low, sensorLimit: undefined, valueMgdl: 90, entered: { value: 90, unit: 'mg/dL' }, mealContext: 'Bedtime', feeling: 'Low', notes: 'Late', tags: ['travel'] }, now);
    expect(reading.ok && reading.event.data).toMatchObject({ mealContext: 'Bedtime', feeling: 'Low', notes: 'Late', tags: ['travel'] });
    const foodItems = [{ name: 'Rice', carbs: 45, protein: 4, fat: 1, calories: 200, amount: 1.5 }, { name: 'Pear', carbs: 15, protein: 0, fat: 0, calories: 60, amount: 1 }];
    const meal = { kind: 'meal' as const, timestamp: low.timestamp, timezoneOffsetMinutes: 0, deviceKind: 'Glyco', carbs: 82.5, externalId: 'm1', mealType: 'Snack' as const, foodItems, preGlucose: 110 };
    const mealOutcome = recordEventOf(userId, meal, now);
    expect(mealOutcome.ok && mealOutcome.event.data).toMatchObject({ mealType: 'Snack', foodItems, totalCarbs: 82.5, preGlucose: 110, externalId: 'm1' });
    const dose = { kind: 'dose' as const, timestamp: low.timestamp, timezoneOffsetMinutes: 0, deviceKind: 'Glyco', units: 3, insulinType: 'Bolus' as const, brand: 'Fiasp', injectionSite: 'Arm' as const, notes: 'Snack' };
    const doseOutcome = recordEventOf(userId, dose, now);
    expect(doseOutcome.ok && doseOutcome.event.data).toMatchObject({ brand: 'Fiasp', injectionSite: 'Arm', notes: 'Snack' });
  });

  it('names an unnamed meal by the local hour it was eaten, as the rest of the product does', () => {
    const mealAt = (timestamp: string, timezoneOffsetMinutes: number) => {
      const outcome = recordEventOf(userId, { kind: 'meal', timestamp, timezoneOffsetMinutes, deviceKind: 'Glyco', carbs: 30 }, now);
      return outcome.ok ? outcome.event.data : undefined;
    };
    expect(mealAt('2026-03-08T12:30:00Z', -300)).toMatchObject({ mealType: 'Breakfast' });
    expect(mealAt('2026-03-08T12:30:00Z', 60)).toMatchObject({ mealType: 'Lunch' });
    expect(mealAt('2026-03-08T16:30:00Z', 0)).toMatchObject({ mealType: 'Dinner' });
    expect(mealAt('2026-03-08T23:00:00Z', 0)).toMatchObject({ mealType: 'Snack' });
  });
});

describe('the write of a record', () => {
  it('creates a new stream, logs a deleted record again, and leaves a live one as a duplicate', () => {
    expect(planWrite(undefined)).toEqual({ action: 'append', expectedRevision: 'no_stream', revision: 0n });
    expect(planWrite({ revision: 1n, lastEventType: 'GlucoseReadingDeleted' })).toEqual({ action: 'append', expectedRevision: 1n, revision: 2n });
    expect(planWrite({ revision: 3n, lastEventType: 'MealUpdated' })).toEqual({ action: 'duplicate' });
  });
});
