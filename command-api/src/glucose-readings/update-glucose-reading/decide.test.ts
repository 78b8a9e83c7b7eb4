import { describe, expect, it } from 'vitest';
import { MGDL_PER_MMOLL, type UpdateGlucoseReading } from '@glyco/contracts';
import { deleted, given, logged, loggedReading, OWNER, READING_ID, STRANGER, updated } from '../decide-fixtures';
import { decideUpdateGlucoseReading } from './decide';

const sameAsLogged: UpdateGlucoseReading = {
  value: 110,
  unit: 'mg/dL',
  timestamp: undefined,
  timezoneOffsetMinutes: undefined,
  mealContext: 'Fasting',
  readingType: 'Manual',
  feeling: 'Normal',
  notes: 'before run',
  tags: ['sport'],
};
const update = (input: UpdateGlucoseReading, userId = OWNER) => ({ readingId: READING_ID, userId, input });
const notFound = expect.objectContaining({ kind: 'not_found', message: 'Reading not found' });

describe('update glucose reading', () => {
  it('given a reading, when corrected, then GlucoseReadingUpdated with the full new state and the old time kept', () => {
    const events = decideUpdateGlucoseReading(given(logged()), update({ ...sameAsLogged, value: 7, unit: 'mmol/L', mealContext: 'After Meal', tags: [] }));
    expect(events).toEqual([
      {
        type: 'GlucoseReadingUpdated',
        schemaVersion: 1,
        data: { ...loggedReading, valueMgdl: 7 * MGDL_PER_MMOLL, entered: { value: 7, unit: 'mmol/L' }, mealContext: 'After Meal', tags: [] },
      },
    ]);
  });

  it('given a corrected reading, when corrected back, then the update starts from the latest state', () => {
    const corrected = { ...loggedReading, valueMgdl: 150, entered: { value: 150, unit: 'mg/dL' as const } };
    const [event] = decideUpdateGlucoseReading(given(logged(), updated(corrected)), update({ ...sameAsLogged, timestamp: '2024-05-01T06:00:00.000Z' }));
    expect(event?.data).toMatchObject({ valueMgdl: 110, timestamp: '2024-05-01T06:00:00.000Z', timezoneOffsetMinutes: 120 });
  });

  it('given a sensor\'s limit, when a note is added, then it stays a limit; when its value changes, then it is a measurement', () => {
    const low = { ...loggedReading, valueMgdl: 39, entered: { value: 2.2, unit: 'mmol/L' as const }, readingType: 'CGM' as const, sensorLimit: 'below' as const };
    const input = { ...sameAsLogged, value: 2.2, unit: 'mmol/L' as const, readingType: 'CGM' as const };
    const [noted] = decideUpdateGlucoseReading(given(logged(low)), update({ ...input, notes: 'shaky' }));
    expect(noted?.data).toMatchObject({ valueMgdl: 39, sensorLimit: 'below', notes: 'shaky' });
    const [measured] = decideUpdateGlucoseReading(given(logged(low)), update({ ...input, value: 2.5 }));
    expect(measured?.data).not.toHaveProperty('sensorLimit');
  });

  it('given a reading, when updated with identical fields, then nothing', () => {
    expect(decideUpdateGlucoseReading(given(logged()), update(sameAsLogged))).toEqual([]);
  });

  it('given no reading, when updated, then not found', () => {
    expect(() => decideUpdateGlucoseReading(given(), update(sameAsLogged))).toThrow(notFound);
  });

  it("given another user's reading, when updated, then not found", () => {
    expect(() => decideUpdateGlucoseReading(given(logged()), update(sameAsLogged, STRANGER))).toThrow(notFound);
  });

  it('given a deleted reading, when updated, then not found', () => {
    expect(() => decideUpdateGlucoseReading(given(logged(), deleted()), update(sameAsLogged))).toThrow(notFound);
  });
});
