import { describe, expect, it } from 'vitest';
import { describeStacks, fillDays, insulinStackKeys, perDayFigure, todaySoFar, totalsByKey } from './daily-stacks';

describe('daily stacks', () => {
  const days = fillDays(['2024-03-01', '2024-03-02'], [{ date: '2024-03-02', values: { Basal: 18, Bolus: 4.5, Correction: 0, Mixed: 0 } }], insulinStackKeys);

  it('fills the days without doses with zeros', () => {
    expect(days[0]).toEqual({ date: '2024-03-01', values: { Basal: 0, Bolus: 0, Correction: 0, Mixed: 0 } });
    expect(totalsByKey(days, insulinStackKeys)).toEqual({ Basal: 18, Bolus: 4.5, Correction: 0, Mixed: 0 });
  });

  it('averages over the complete days, a day with nothing logged as 0, and shows today apart', () => {
    const totals = [{ date: '2024-03-01', total: 0 }, { date: '2024-03-02', total: 10 }, { date: '2024-03-03', total: 15.04 }];
    expect(perDayFigure(totals, { dates: ['2024-03-01', '2024-03-02'] })).toEqual({ average: 5, caption: 'average over 2 complete days' });
    expect(perDayFigure(totals, { dates: [] })).toEqual({ average: null, caption: 'no complete day in this period yet' });
    expect(todaySoFar(days, '2024-03-02')).toBe(22.5);
    expect(todaySoFar(days, '2024-03-05')).toBeNull();
  });

  it('describes the chart', () => {
    expect(describeStacks(days, insulinStackKeys, 'units', 'Insulin')).toBe(
      'Insulin over 2 days: Basal 18 units, Bolus 4.5 units, Correction 0 units, Mixed 0 units. Highest day 2024-03-02 with 22.5 units.',
    );
    expect(describeStacks(days.slice(0, 1), insulinStackKeys, 'units', 'insulin')).toBe('No insulin logged in this period.');
  });
});
