import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors } from '../../shared/field-errors';
import { entryInForce, localMinuteAt, scheduleSchema, storedScheduleSchema } from './schedule';

const schema = scheduleSchema(z.number().min(1, 'too small'));
const errorsOf = (input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe('scheduleSchema', () => {
  it('accepts periods in order from 00:00, and a single number as one period', () => {
    const periods = [{ start: '00:00', value: 10 }, { start: '06:30', value: 8 }, { start: '23:59', value: 12 }];
    expect(schema.parse(periods)).toEqual(periods);
    expect(schema.parse(10)).toEqual([{ start: '00:00', value: 10 }]);
  });

  it('names the period that is wrong', () => {
    expect(errorsOf([{ start: '01:00', value: 10 }])).toEqual({ '0.start': 'The first period starts at 00:00' });
    expect(errorsOf([{ start: '00:00', value: 10 }, { start: '12:00', value: 8 }, { start: '09:00', value: 9 }])).toEqual({
      '2.start': 'Each period must start after the one before',
    });
    expect(errorsOf([{ start: '00:00', value: 10 }, { start: '00:00', value: 8 }])).toEqual({ '1.start': 'Each period must start after the one before' });
    expect(errorsOf([{ start: '00:00', value: 10 }, { start: '24:00', value: 8 }])).toEqual({ '1.start': 'Start must be a time of day such as 06:30' });
    expect(errorsOf([{ start: '00:00', value: 0 }])).toEqual({ '0.value': 'too small' });
    expect(errorsOf([])).toEqual({ _root: 'Enter at least one period, starting at 00:00' });
    expect(errorsOf(Array.from({ length: 25 }, (_, hour) => ({ start: `${String(hour % 24).padStart(2, '0')}:00`, value: 1 })))).toEqual({ _root: 'At most 24 periods a day' });
  });

  it('reads a stored single number as one period', () => {
    expect(storedScheduleSchema.parse(45)).toEqual([{ start: '00:00', value: 45 }]);
  });
});

describe('entryInForce', () => {
  const schedule = [{ start: '00:00', value: 10 }, { start: '06:00', value: 8 }, { start: '18:30', value: 12 }];
  it('is the last period that has started', () => {
    expect([0, 359, 360, 1109, 1110, 1439].map((minute) => entryInForce(schedule, minute).value)).toEqual([10, 10, 8, 8, 12, 12]);
  });

  it('reads the local minute in the person zone, with daylight saving', () => {
    expect(localMinuteAt(new Date('2025-07-01T05:15:00Z'), 'Europe/Berlin')).toBe(7 * 60 + 15);
    expect(localMinuteAt(new Date('2025-01-01T05:15:00Z'), 'Europe/Berlin')).toBe(6 * 60 + 15);
    expect(localMinuteAt(new Date('2025-01-01T05:15:00Z'), undefined)).toBe(5 * 60 + 15);
  });
});
