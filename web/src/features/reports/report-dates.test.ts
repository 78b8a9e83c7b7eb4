import { describe, expect, it } from 'vitest';
import { END_BEFORE_START } from '@glyco/contracts';
import { END_DATE_REQUIRED, daysOf, defaultReportDates, reportDatesErrors, reportRange } from './report-dates';

describe('report dates', () => {
  it('defaults to the last 7 days, today included', () => {
    expect(defaultReportDates(new Date(2024, 2, 10, 15, 30))).toEqual({ startDate: '2024-03-04', endDate: '2024-03-10' });
  });

  it('spans whole local days', () => {
    const range = reportRange({ startDate: '2024-03-04', endDate: '2024-03-10' });
    expect(range.start).toEqual(new Date(2024, 2, 4, 0, 0, 0, 0));
    expect(range.end).toEqual(new Date(2024, 2, 10, 23, 59, 59, 999));
  });

  it('lists every day of the period', () => {
    expect(daysOf({ startDate: '2024-02-28', endDate: '2024-03-01' })).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
  });

  it('refuses an end before the start and a missing date', () => {
    expect(reportDatesErrors({ startDate: '2024-03-04', endDate: '2024-03-04' })).toEqual({});
    expect(reportDatesErrors({ startDate: '2024-03-05', endDate: '2024-03-04' })).toEqual({ endDate: END_BEFORE_START });
    expect(reportDatesErrors({ startDate: '2024-03-05', endDate: '' })).toEqual({ endDate: END_DATE_REQUIRED });
  });
});
