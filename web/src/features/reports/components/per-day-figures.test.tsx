// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analyseDigests, DEFAULT_TARGET_RANGE, type ReportOverview } from '@glyco/contracts';
import { stubResizeObserver } from '../../../testing/resize-observer-stub';
import type { PerDayDays } from '../daily-stacks';
import { completeReportDays, daysOf, localToday, reportRange } from '../report-dates';
import { InsulinUsagePanel } from './insulin-usage-panel';
import { MealAnalysisPanel } from './meal-analysis-panel';
import { ReportSummaryCards } from './report-summary-cards';

beforeEach(stubResizeObserver);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// A 14-day report ending today, looked at mid-day: today has started, its night's basal not yet taken.
const now = dayjs().startOf('day').add(12, 'hour').toDate();
const dates = { startDate: dayjs(now).subtract(13, 'day').format('YYYY-MM-DD'), endDate: dayjs(now).format('YYYY-MM-DD') };
const days = daysOf(dates);
const perDay: PerDayDays = { complete: completeReportDays(reportRange(dates), now), today: localToday(now) };
const beforeToday = days.slice(0, -1);

const insulin = { Basal: 20, Bolus: 0, Correction: 0, Mixed: 0 };
const dinner = { Breakfast: 0, Lunch: 0, Dinner: 90, Snack: 0 };

function overviewOf(todaysBreakfast: number): ReportOverview {
  const todaysMeal = todaysBreakfast ? [{ date: perDay.today, totalCarbs: todaysBreakfast, byMealType: { ...dinner, Dinner: 0, Breakfast: todaysBreakfast } }] : [];
  return {
    glucoseStats: { readings: [], average: 0, min: 0, max: 0, inRangePercentage: 0, targetMin: 70, targetMax: 180, metrics: analyseDigests([], DEFAULT_TARGET_RANGE, { start: reportRange(dates).start, end: now }).metrics, agp: [] },
    insulinStats: { doses: [], averageDose: 20, count: 13, totalUnits: 260, dailyTotals: beforeToday.map((date) => ({ date, totalUnits: 20, byType: insulin })) },
    mealStats: { meals: [], averageCarbs: 90, count: 13, dailyCarbs: [...beforeToday.map((date) => ({ date, totalCarbs: 90, byMealType: dinner })), ...todaysMeal] },
  };
}

const figure = (region: HTMLElement, label: string) => within(region).getByText(label).nextSibling?.textContent;

describe('per-day figures on the Reports page', () => {
  it('give 20 units a day for 20 U every night over 14 days ending mid-day today, and say over how many days', () => {
    render(<InsulinUsagePanel data={{ overview: overviewOf(0), trace: null }} days={days} perDay={perDay} />);
    expect(figure(document.body, 'Per day, average over 13 complete days')).toBe('20 units');
    expect(figure(document.body, 'Today so far')).toBe('0 units');
  });

  it('keep the average daily carbs when a meal is logged today, and show today apart', () => {
    const { unmount } = render(<MealAnalysisPanel data={{ overview: overviewOf(0), trace: null }} days={days} perDay={perDay} />);
    expect(figure(document.body, 'Carbs per day, average over 13 complete days')).toBe('90 g');
    unmount();
    render(<MealAnalysisPanel data={{ overview: overviewOf(30), trace: null }} days={days} perDay={perDay} />);
    expect(figure(document.body, 'Carbs per day, average over 13 complete days')).toBe('90 g');
    expect(figure(document.body, 'Today so far')).toBe('30 g');
  });

  it('head the report with the same averages and what they rest on', () => {
    render(<ReportSummaryCards overview={overviewOf(30)} unit="mg/dL" completeDays={perDay.complete} />);
    const summary = screen.getByRole('region', { name: 'Report summary' });
    expect(within(summary).getByText('Avg Daily Carbs').nextSibling?.textContent).toBe('90gaverage over 13 complete days');
    expect(within(summary).getByText('Avg Daily Insulin').nextSibling?.textContent).toBe('20unitsaverage over 13 complete days');
  });
});
