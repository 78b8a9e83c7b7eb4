import { describe, expect, it } from 'vitest';
import { packRuns, runsOf, unpackRuns } from './runs';

const AT = Date.parse('2026-03-02T10:00:00.000Z');
const FIVE_MINUTES = 5 * 60_000;

describe('packed runs', () => {
  it('unpack to the runs they were packed from', () => {
    const values = [650, 600, 520, 530, 900, 1500, 1900, 2600, 2700, 1200];
    const runs = runsOf(values.map((decimg, index) => ({ at: AT + index * FIVE_MINUTES + (index > 6 ? 30 * 60_000 : 0), decimg })));
    expect(runs.length).toBeGreaterThan(4);
    const packed = packRuns(runs);
    expect(packed).toHaveLength(runs.length * 6);
    expect(packed.slice(0, 6)).toEqual([1, AT, AT + FIVE_MINUTES, 2, 600, 650]);
    expect(unpackRuns(JSON.parse(JSON.stringify(packed)))).toEqual(runs);
    expect(unpackRuns([])).toEqual([]);
  });

  it('refuses a packing cut short', () => {
    expect(() => unpackRuns([1, AT, AT, 1, 600])).toThrow(RangeError);
  });
});
