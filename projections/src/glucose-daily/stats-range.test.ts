import { describe, expect, it } from 'vitest';
import { localDateOf } from '@glyco/contracts';
import { planStats, type StatsPlan } from './stats-range';

/** Which part of the plan would count a reading, by the same rules the query applies. */
function countedBy(plan: StatsPlan, timestamp: string, offsetMinutes: number): string[] {
  const epochMs = Date.parse(timestamp);
  const date = localDateOf(epochMs, offsetMinutes);
  const parts: string[] = [];
  const whole = plan.wholeDays;
  if (whole && (whole.from === null || date >= whole.from) && (whole.to === null || date <= whole.to)) parts.push('day');
  plan.edges.forEach((edge, index) => {
    const inWindow = epochMs >= Date.parse(edge.start) && epochMs <= Date.parse(edge.end);
    const dateOk = (!edge.localDateBefore || date < edge.localDateBefore) && (!edge.localDateAfter || date > edge.localDateAfter);
    if (inWindow && dateOk) parts.push(`edge${index}`);
  });
  return parts;
}

describe('stats range plan', () => {
  it('without bounds, every day comes from the aggregates', () => {
    expect(planStats({})).toEqual({ wholeDays: { from: null, to: null }, edges: [] });
  });

  it('a month in UTC+2 reads the inner days whole and the days at either end reading by reading', () => {
    const plan = planStats({ startDate: '2024-04-30T22:00:00.000Z', endDate: '2024-05-31T21:59:59.999Z' });
    expect(plan.wholeDays).toEqual({ from: '2024-05-02', to: '2024-05-30' });
    expect(plan.edges).toEqual([
      { start: '2024-04-30T22:00:00.000Z', end: '2024-05-02T14:00:00.000Z', localDateBefore: '2024-05-02' },
      { start: '2024-05-30T10:00:00.000Z', end: '2024-05-31T21:59:59.999Z', localDateAfter: '2024-05-30' },
    ]);
  });

  it('a single day has no whole days: its readings are filtered by instant alone', () => {
    const range = { startDate: '2024-05-01T00:00:00.000Z', endDate: '2024-05-01T23:59:59.999Z' };
    expect(planStats(range)).toEqual({ wholeDays: null, edges: [{ start: range.startDate, end: range.endDate }] });
  });

  it('counts every reading inside the range exactly once and none outside, in any time zone', () => {
    const plan = planStats({ startDate: '2024-05-01T05:17:00.000Z', endDate: '2024-05-20T18:43:00.000Z' });
    const start = Date.parse('2024-05-01T05:17:00.000Z');
    const end = Date.parse('2024-05-20T18:43:00.000Z');
    for (let epochMs = start - 2 * 86_400_000; epochMs <= end + 2 * 86_400_000; epochMs += 37 * 60_000) {
      for (const offset of [-840, -600, -60, 0, 45, 330, 780, 840]) {
        const parts = countedBy(plan, new Date(epochMs).toISOString(), offset);
        expect(parts.length).toBe(epochMs >= start && epochMs <= end ? 1 : 0);
      }
    }
  });

  it('counts the readings exactly at both bounds', () => {
    const plan = planStats({ startDate: '2024-05-01T00:00:00.000Z', endDate: '2024-05-09T00:00:00.000Z' });
    expect(countedBy(plan, '2024-05-01T00:00:00.000Z', 840)).toHaveLength(1);
    expect(countedBy(plan, '2024-05-09T00:00:00.000Z', -840)).toHaveLength(1);
    expect(countedBy(plan, '2024-05-09T00:00:00.001Z', -840)).toHaveLength(0);
  });
});
