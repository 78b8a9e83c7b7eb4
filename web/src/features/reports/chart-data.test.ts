import { describe, expect, it } from 'vitest';
import { agpPoints, describeAgp, hourLabel } from './agp-data';
import { averagePerLoggedDay, describeStacks, fillDays, insulinStackKeys, totalsByKey } from './daily-stacks';

describe('agpPoints', () => {
  const readings = [90, 180].map((value, day) => ({ value, timestamp: `2024-03-0${day + 1}T07:10:00.000Z`, timezoneOffsetMinutes: 60 }));

  it('keeps the local hours that have readings, in the display unit', () => {
    expect(agpPoints(readings, 'mg/dL')).toEqual([{ minute: 510, p5: 94.5, p25: 112.5, p50: 135, p75: 157.5, p95: 175.5 }]);
    expect(agpPoints(readings, 'mmol/L')[0]!.p50).toBeCloseTo(7.49, 2);
  });

  it('summarises the profile for screen readers', () => {
    expect(describeAgp(agpPoints(readings, 'mg/dL'), 'mg/dL')).toBe('Median glucose by time of day over 1 hours with readings: lowest 135 mg/dL around 8 AM, highest 135 mg/dL around 8 AM.');
    expect(describeAgp([], 'mg/dL')).toBe('No readings to profile.');
    expect([0, 720, 1410].map(hourLabel)).toEqual(['12 AM', '12 PM', '11 PM']);
  });
});

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
