import { describe, expect, it } from 'vitest';
import { canStepForward, periodRange, stepDate } from './period';

describe('glucose view period', () => {
  it('covers the chosen number of local days ending on the date', () => {
    const { start, end } = periodRange('2025-03-10', 'weekly');
    expect(start.getDate()).toBe(4);
    expect(start.getHours()).toBe(0);
    expect(end.getDate()).toBe(10);
    expect(end.getHours()).toBe(23);
  });

  it('steps by 1, 7 or 30 days', () => {
    expect(stepDate('2025-03-10', 'daily', -1)).toBe('2025-03-09');
    expect(stepDate('2025-03-10', 'weekly', 1)).toBe('2025-03-17');
    expect(stepDate('2025-03-10', 'monthly', -1)).toBe('2025-02-08');
  });

  it('does not step past today', () => {
    expect(canStepForward('2025-03-10', 'weekly', '2025-03-16')).toBe(false);
    expect(canStepForward('2025-03-10', 'weekly', '2025-03-17')).toBe(true);
  });
});
