import { describe, expect, it } from 'vitest';
import { dashboardGreeting, isFirstDay } from './first-day';

const empty = { current: null, readings: [], meals: [], doses: [] };

describe('the first day', () => {
  it('is a dashboard with no reading, meal or dose', () => {
    expect(isFirstDay(empty)).toBe(true);
    expect(isFirstDay({ ...empty, current: { reading: null, ageMinutes: null, trend: null } as never })).toBe(true);
    expect(isFirstDay({ ...empty, current: { reading: { value: 120 } } as never })).toBe(false);
    expect(isFirstDay({ ...empty, meals: [{} as never] })).toBe(false);
    expect(isFirstDay({ ...empty, doses: [{} as never] })).toBe(false);
    expect(isFirstDay({ ...empty, readings: [{} as never] })).toBe(false);
  });

  it('greets "Welcome" on the first day and "Welcome back" after', () => {
    expect(dashboardGreeting('Ada Lovelace', true)).toBe('Welcome, Ada!');
    expect(dashboardGreeting('Ada Lovelace', false)).toBe('Welcome back, Ada!');
    expect(dashboardGreeting('  ', true)).toBe('Welcome!');
  });
});
