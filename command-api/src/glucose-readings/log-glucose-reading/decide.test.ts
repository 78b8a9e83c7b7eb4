import { describe, expect, it } from 'vitest';
import { MGDL_PER_MMOLL } from '@glyco/contracts';
import { deleted, given, logged, loggedReading, OWNER, READING_ID, STRANGER } from '../decide-fixtures';
import { decideLogGlucoseReading, type LogGlucoseReadingCommand } from './decide';

const now = new Date('2024-05-01T08:00:00.000Z');
const input: LogGlucoseReadingCommand['input'] = {
  value: 110,
  unit: 'mg/dL',
  timestamp: '2024-05-01T07:30:00.000Z',
  timezoneOffsetMinutes: 120,
  mealContext: 'Fasting',
  readingType: 'Manual',
  feeling: 'Normal',
  notes: 'before run',
  tags: ['sport'],
};
const command = (overrides: Partial<LogGlucoseReadingCommand> = {}): LogGlucoseReadingCommand => ({ readingId: READING_ID, userId: OWNER, input, now, ...overrides });

describe('log glucose reading', () => {
  it('given no reading, when logged, then GlucoseReadingLogged at the reading time', () => {
    const events = decideLogGlucoseReading(given(), command());
    expect(events).toEqual([{ type: 'GlucoseReadingLogged', schemaVersion: 1, data: loggedReading, occurredAt: new Date(input.timestamp!) }]);
  });

  it('given no reading, when logged in mmol/L without a time, then mg/dL is stored with what was typed, at now in UTC', () => {
    const [event] = decideLogGlucoseReading(given(), command({ input: { ...input, value: 5.5, unit: 'mmol/L', timestamp: undefined, timezoneOffsetMinutes: undefined } }));
    expect(event?.data).toMatchObject({ valueMgdl: 5.5 * MGDL_PER_MMOLL, entered: { value: 5.5, unit: 'mmol/L' }, timestamp: now.toISOString(), timezoneOffsetMinutes: 0 });
  });

  it('given the reading, when the same log is retried, then nothing', () => {
    expect(decideLogGlucoseReading(given(logged()), command())).toEqual([]);
  });

  it('given the reading, when retried without a time, then nothing (the first time stands)', () => {
    const retry = command({ now: new Date('2024-05-01T09:00:00Z'), input: { ...input, timestamp: undefined, timezoneOffsetMinutes: undefined } });
    expect(decideLogGlucoseReading(given(logged()), retry)).toEqual([]);
  });

  it('given the reading, when logged with other content under its id, then conflict', () => {
    expect(() => decideLogGlucoseReading(given(logged()), command({ input: { ...input, value: 111 } }))).toThrow(
      expect.objectContaining({ kind: 'conflict', message: 'A different reading with this id already exists' }),
    );
  });

  it("given another user's reading, when logged under its id, then conflict", () => {
    expect(() => decideLogGlucoseReading(given(logged()), command({ userId: STRANGER }))).toThrow(expect.objectContaining({ kind: 'conflict' }));
  });

  it('given a deleted reading, when logged again under its id, then conflict', () => {
    expect(() => decideLogGlucoseReading(given(logged(), deleted()), command())).toThrow(expect.objectContaining({ kind: 'conflict' }));
  });
});
