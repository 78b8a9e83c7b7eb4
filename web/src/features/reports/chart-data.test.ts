import { describe, expect, it } from 'vitest';
import { averagePerLoggedDay, describeStacks, fillDays, insulinStackKeys, totalsByKey } from './daily-stacks';

describe('daily stacks', () => {
  const days = fillDays(['2024-03-01', '2024-03-02'], [{ date: '2024-03-02', values: { Basal: 18, Bolus: 4.5, Correction: 0, Mixed: 0 } }], insulinStackKeys);

  it('fills the days without doses with zeros', () => {
    expect(days[0]).toEqual({ date: '2024-03-01', values: { Basal: 0, Bolus: 0, Correction: 0, Mixed: 0 } });
    expect(totalsByKey(days, insulinStackKeys)).toEqual({ Basal: 18, Bolus: 4.5, Correction: 0, Mixed: 0 });
  });

  it('averages over the days with something logged', () => {
    expect(averagePerLoggedDay([{ total: 0 }, { total: 10 }, { total: 15 }])).toBe(12.5);
    expect(averagePerLoggedDay([{ total: 0 }])).toBeNull();
  });

  it('describes the chart', () => {
    expect(describeStacks(days, insulinStackKeys, 'units', 'Insulin')).toBe(
      'Insulin over 2 days: Basal 18 units, Bolus 4.5 units, Correction 0 units, Mixed 0 units. Highest day 2024-03-02 with 22.5 units.',
    );
    expect(describeStacks(days.slice(0, 1), insulinStackKeys, 'units', 'insulin')).toBe('No insulin logged in this period.');
  });
});
