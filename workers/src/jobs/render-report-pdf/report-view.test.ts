import { describe, expect, it } from 'vitest';
import { newUserProfile, type GlucoseSample } from '@glyco/contracts';
import type { ReportData } from './report-data';
import { reportPeriod } from './report-period';
import { buildReportView } from './report-view';

const AUCKLAND = 13 * 60;
const HOUR = 3_600_000;
// 2026-11-01 00:00 in Auckland (UTC+13).
const firstLocalMidnight = Date.parse('2026-11-01T00:00:00Z') - AUCKLAND * 60_000;

function everyFiveMinutes(days: number, value: number): GlucoseSample[] {
  return Array.from({ length: days * 288 }, (_, index) => ({ value, timestamp: new Date(firstLocalMidnight + index * 300_000), timezoneOffsetMinutes: AUCKLAND }));
}

function reportOf(readings: GlucoseSample[], end: Date): ReportData {
  return {
    request: { reportId: 'r', userId: 'u', start: new Date(firstLocalMidnight), end, timezoneOffsetMinutes: AUCKLAND, position: { commit: 0n, prepare: 0n } },
    user: newUserProfile({ id: 'u', name: 'Ada', email: 'ada@example.com', diabetesType: 'Type 1', dateOfDiagnosis: null }),
    readings,
    doses: [{ timestamp: new Date(firstLocalMidnight + HOUR).toISOString(), units: 28, insulinType: 'Basal' }],
    meals: [{ timestamp: new Date(firstLocalMidnight + 8 * HOUR).toISOString(), totalCarbs: 140, mealType: 'Breakfast' }],
  };
}

describe('the report period', () => {
  it('counts the local calendar days a whole-day period covers', () => {
    expect(reportPeriod(new Date(firstLocalMidnight), new Date(firstLocalMidnight + 14 * 24 * HOUR - 1), AUCKLAND)).toEqual({ start: '2026-11-01', end: '2026-11-14', days: 14 });
  });

  it('counts a rolling 14 x 24 h window as the 15 dates it touches', () => {
    const start = new Date(firstLocalMidnight + 9 * HOUR);
    expect(reportPeriod(start, new Date(start.getTime() + 14 * 24 * HOUR), AUCKLAND).days).toBe(15);
  });

  it('is one day when start and end fall on the same local date', () => {
    expect(reportPeriod(new Date(firstLocalMidnight), new Date(firstLocalMidnight + HOUR), AUCKLAND).days).toBe(1);
  });
});

describe('the report view', () => {
  const fourteenDays = buildReportView(reportOf(everyFiveMinutes(14, 120), new Date(firstLocalMidnight + 14 * 24 * HOUR - 1)), new Date('2026-11-15T00:00:00Z'));

  it('never shows more days with data than days in the period', () => {
    expect(fourteenDays.period).toEqual({ start: '2026-11-01', end: '2026-11-14', days: 14 });
    expect(fourteenDays.coverage.daysWithData).toBe(14);
    expect(fourteenDays.coverage.cgmActive).toBe('100.0 %');
    expect(fourteenDays.sufficiency).toEqual([]);
  });

  it('averages insulin and carbs over the days of the period', () => {
    expect(fourteenDays.insulin.find((row) => row.type === 'Basal')).toEqual({ type: 'Basal', doses: 1, averageDailyUnits: '2.0' });
    expect(fourteenDays.carbsPerDay).toBe('10');
  });

  it('flags a short period instead of hiding its figures', () => {
    const threeDays = buildReportView(reportOf(everyFiveMinutes(3, 120), new Date(firstLocalMidnight + 3 * 24 * HOUR - 1)), new Date('2026-11-04T00:00:00Z'));
    expect(threeDays.sufficiency).toEqual(['Only 3 days with data: the consensus metrics need at least 14.']);
    expect(threeDays.metricRows[0]).toMatchObject({ label: 'Mean glucose', value: '120 mg/dL' });
  });
});
