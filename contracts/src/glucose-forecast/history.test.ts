import { describe, expect, it } from 'vitest';
import { recentGrid } from './history';

const MIN = 60_000;
const t0 = Date.UTC(2026, 0, 1);

describe('recentGrid', () => {
  it('reads the last value and the values every 5 minutes before it, newest first', () => {
    const readings = [0, 5, 10, 15].map((m) => ({ at: t0 + m * MIN, mgdl: 100 + m }));
    expect(recentGrid(readings, 3)).toEqual([115, 110, 105, 100]);
  });

  it('interpolates between readings that are not on the 5 minutes (a sensor sending every 1 or 4 minutes)', () => {
    const readings = [0, 4, 8, 12].map((m) => ({ at: t0 + m * MIN, mgdl: 100 + 2 * m }));
    expect(recentGrid(readings, 2)).toEqual([124, 114, 104]);
  });

  it('has none when the readings do not reach back far enough or a gap of more than 15 minutes is in between', () => {
    const readings = [0, 5, 10].map((m) => ({ at: t0 + m * MIN, mgdl: 100 }));
    expect(recentGrid(readings, 3)).toBeUndefined();
    expect(recentGrid([{ at: t0, mgdl: 100 }, { at: t0 + 16 * MIN, mgdl: 100 }, { at: t0 + 20 * MIN, mgdl: 100 }], 2)).toBeUndefined();
    expect(recentGrid([{ at: t0, mgdl: 100 }, { at: t0 + 15 * MIN, mgdl: 130 }, { at: t0 + 20 * MIN, mgdl: 130 }], 2)).toEqual([130, 130, 120]);
  });
});
