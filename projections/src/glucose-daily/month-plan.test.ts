import { describe, expect, it } from 'vitest';
import { planRollup, type DateSpan, type RollupPlan } from './month-plan';

/** Which part of the plan would read a date: 'month' or 'day', by the rules the queries apply. */
function readersOf(plan: RollupPlan, date: string): string[] {
  const readers: string[] = [];
  const month = `${date.slice(0, 7)}-01`;
  const { months } = plan;
  if (months && (months.from === null || month >= months.from) && (months.before === null || month < months.before)) readers.push('month');
  for (const days of plan.days) if ((days.from === null || date >= days.from) && (days.to === null || date <= days.to)) readers.push('day');
  return readers;
}

const datesAround = (from: string, count: number) =>
  Array.from({ length: count }, (_, index) => new Date(Date.parse(`${from}T00:00:00Z`) + index * 86_400_000).toISOString().slice(0, 10));

describe('month rollup plan', () => {
  it('reads a year as its whole months and the days at either end', () => {
    expect(planRollup({ from: '2024-01-15', to: '2025-01-14' })).toEqual({
      months: { from: '2024-02-01', before: '2025-01-01' },
      days: [{ from: '2024-01-15', to: '2024-01-31' }, { from: '2025-01-01', to: '2025-01-14' }],
    });
  });

  it('reads whole months alone when the span starts on a first and ends on a last day, leap day included', () => {
    expect(planRollup({ from: '2024-02-01', to: '2024-02-29' })).toEqual({ months: { from: '2024-02-01', before: '2024-03-01' }, days: [] });
  });

  it('reads days alone when no month lies wholly inside, and months without end when unbounded', () => {
    expect(planRollup({ from: '2024-02-02', to: '2024-03-30' })).toEqual({ months: null, days: [{ from: '2024-02-02', to: '2024-03-30' }] });
    expect(planRollup({ from: null, to: null })).toEqual({ months: { from: null, before: null }, days: [] });
    expect(planRollup({ from: null, to: '2024-03-30' })).toEqual({ months: { from: null, before: '2024-03-01' }, days: [{ from: '2024-03-01', to: '2024-03-30' }] });
  });

  it('reads every date of a span exactly once and none outside it', () => {
    const spans: DateSpan[] = [
      { from: '2023-12-31', to: '2024-03-01' }, { from: '2024-01-01', to: '2024-01-31' }, { from: '2024-01-31', to: '2024-02-01' },
      { from: '2024-01-10', to: null }, { from: null, to: '2024-02-10' }, { from: '2024-02-29', to: '2024-02-29' },
    ];
    for (const span of spans) {
      const plan = planRollup(span);
      for (const date of datesAround('2023-12-01', 120)) {
        const inside = (span.from === null || date >= span.from) && (span.to === null || date <= span.to);
        expect(readersOf(plan, date), `${JSON.stringify(span)} ${date}`).toHaveLength(inside ? 1 : 0);
      }
    }
  });
});
