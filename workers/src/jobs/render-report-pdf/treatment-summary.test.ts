import { describe, expect, it } from 'vitest';
import { completeDaysOf } from '@glyco/contracts';
import type { DosePoint, MealPoint } from '@glyco/projections';
import { treatmentSummary } from './treatment-summary';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const LONDON = 0;
// Mid-day today; the 14-day window ends now.
const now = new Date('2026-11-28T12:00:00Z');
const window = { start: new Date(now.getTime() - 14 * DAY), end: now };
const nights = Array.from({ length: 15 }, (_, index) => Date.parse('2026-11-14T22:00:00Z') + index * DAY).filter((at) => at >= window.start.getTime() && at <= now.getTime());
const basal: DosePoint[] = nights.map((at) => ({ timestamp: new Date(at).toISOString(), units: 20, insulinType: 'Basal' }));
const dinners: MealPoint[] = nights.map((at) => ({ timestamp: new Date(at - 3 * HOUR).toISOString(), totalCarbs: 90, mealType: 'Dinner' }));
const summaryOf = (doses: DosePoint[], meals: MealPoint[]) => treatmentSummary(doses, meals, completeDaysOf(window, now, LONDON), LONDON);

describe('the PDF treatment summary', () => {
  it('gives 20.0 U/day for 20 U every night over a 14-day window ending mid-day today, and says over how many days', () => {
    const summary = summaryOf(basal, dinners);
    expect(summary.insulin.find((row) => row.type === 'Basal')).toEqual({ type: 'Basal', doses: 14, averageDailyUnits: '20.0' });
    expect(summary.insulinTotal).toBe('20.0');
    expect(summary.carbsPerDay).toBe('90 g');
    expect(summary.perDayCaption).toBe('average over 13 complete days');
  });

  it('keeps the average daily carbs when a meal is logged today', () => {
    const breakfast: MealPoint = { timestamp: '2026-11-28T08:00:00Z', totalCarbs: 30, mealType: 'Breakfast' };
    expect(summaryOf(basal, [...dinners, breakfast]).carbsPerDay).toBe(summaryOf(basal, dinners).carbsPerDay);
  });

  it('has no per-day figure when the period holds no complete day', () => {
    const today = treatmentSummary(basal, dinners, completeDaysOf({ start: new Date('2026-11-28T00:00:00Z'), end: now }, now, LONDON), LONDON);
    expect([today.insulinTotal, today.carbsPerDay, today.perDayCaption]).toEqual(['--', '--', 'no complete day in this period yet']);
  });
});
