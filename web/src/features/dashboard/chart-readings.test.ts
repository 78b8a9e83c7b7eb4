import { describe, expect, it } from 'vitest';
import { chartReadings } from './chart-readings';

const at = (minutes: number) => new Date(Date.UTC(2025, 0, 1, 0, minutes)).toISOString();

describe('chartReadings', () => {
  it('keeps the 20 newest readings, oldest first', () => {
    const newestFirst = Array.from({ length: 25 }, (_, index) => ({ value: 100 + index, timestamp: at(25 - index) }));
    const shown = chartReadings(newestFirst);
    expect(shown).toHaveLength(20);
    expect(shown[0]?.value).toBe(119);
    expect(shown[19]?.value).toBe(100);
    expect(Date.parse(shown[0]!.timestamp)).toBeLessThan(Date.parse(shown[19]!.timestamp));
  });
});
