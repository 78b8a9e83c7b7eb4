import { describe, expect, it } from 'vitest';
import { pivotDailyGroups, summariseGroups } from './daily-totals';

const KINDS = ['Basal', 'Bolus'] as const;

describe('pivotDailyGroups', () => {
  it('gives one entry per day, oldest first, with every kind', () => {
    const groups = [
      { date: '2024-03-02', kind: 'Bolus' as const, sum: 4.5, count: 1 },
      { date: '2024-03-01', kind: 'Bolus' as const, sum: 10, count: 2 },
      { date: '2024-03-01', kind: 'Basal' as const, sum: 22, count: 1 },
    ];
    expect(pivotDailyGroups(groups, KINDS)).toEqual([
      { date: '2024-03-01', total: 32, byKind: { Basal: 22, Bolus: 10 } },
      { date: '2024-03-02', total: 4.5, byKind: { Basal: 0, Bolus: 4.5 } },
    ]);
  });
});

describe('summariseGroups', () => {
  it('averages per record, not per group', () => {
    expect(summariseGroups([{ date: 'd', kind: 'Bolus', sum: 10, count: 2 }, { date: 'd', kind: 'Basal', sum: 20, count: 1 }])).toEqual({
      count: 3,
      total: 30,
      average: 10,
    });
    expect(summariseGroups([])).toEqual({ count: 0, total: 0, average: 0 });
  });
});
