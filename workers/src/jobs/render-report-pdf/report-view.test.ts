import { describe, expect, it } from 'vitest';
import { analyseDigests, BAND_COLOURS, digestByLocalDay, newUserProfile, type GlucoseSample, type GlucoseSource } from '@glyco/contracts';
import type { ReportData } from './report-data';
import { reportPeriod } from './report-period';
import { buildReportView } from './report-view';

const AUCKLAND = 13 * 60;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// 2026-11-01 00:00 in Auckland (UTC+13).
const firstLocalMidnight = Date.parse('2026-11-01T00:00:00Z') - AUCKLAND * 60_000;

/** Every five minutes over whole local days; each day holds a 30-minute low at 03:00. */
function cgmDays(days: number, value: number, source: GlucoseSource = 'cgm', stepMinutes = 5): GlucoseSample[] {
  return Array.from({ length: (days * 1440) / stepMinutes }, (_, index) => {
    const minuteOfDay = (index * stepMinutes) % 1440;
    const low = minuteOfDay >= 180 && minuteOfDay < 210;
    return { value: low ? 60 : value, timestamp: new Date(firstLocalMidnight + index * stepMinutes * 60_000), timezoneOffsetMinutes: AUCKLAND, source };
  });
}

function reportOf(readings: GlucoseSample[], days: number): ReportData {
  const start = new Date(firstLocalMidnight);
  const end = new Date(firstLocalMidnight + days * DAY - 1);
  const user = newUserProfile({ id: 'u', name: 'Ada', email: 'ada@example.com', diabetesType: 'Type 1', dateOfDiagnosis: null });
  return {
    request: { reportId: 'r', userId: 'u', start, end, timezoneOffsetMinutes: AUCKLAND, position: { commit: 0n, prepare: 0n } },
    user,
    analysis: analyseDigests(digestByLocalDay(readings), user.targetGlucoseRange, { start, end: end.getTime() + 1 }),
    trace: readings,
    doses: [{ timestamp: new Date(firstLocalMidnight + HOUR).toISOString(), units: 28, insulinType: 'Basal' }],
    meals: [{ timestamp: new Date(firstLocalMidnight + 8 * HOUR).toISOString(), totalCarbs: 140, mealType: 'Breakfast' }],
  };
}

describe('the report period', () => {
  it('counts the local calendar days a whole-day period covers', () => {
    expect(reportPeriod(new Date(firstLocalMidnight), new Date(firstLocalMidnight + 14 * DAY - 1), AUCKLAND)).toEqual({ start: '2026-11-01', end: '2026-11-14', days: 14 });
  });

  it('counts a rolling 14 x 24 h window as the 15 dates it touches', () => {
    const start = new Date(firstLocalMidnight + 9 * HOUR);
    expect(reportPeriod(start, new Date(start.getTime() + 14 * DAY), AUCKLAND).days).toBe(15);
  });

  it('is one day when start and end fall on the same local date', () => {
    expect(reportPeriod(new Date(firstLocalMidnight), new Date(firstLocalMidnight + HOUR), AUCKLAND).days).toBe(1);
  });
});

describe('the report view', () => {
  const fourteenDays = buildReportView(reportOf(cgmDays(14, 120), 14), new Date('2026-11-15T00:00:00Z'));
  const row = (label: string) => fourteenDays.metricRows.find((each) => each.label === label);

  it('says its window and what the figures rest on', () => {
    expect(fourteenDays.period).toEqual({ start: '2026-11-01', end: '2026-11-14', days: 14, window: '2026-11-01 00:00 to 2026-11-14 23:59 (UTC+13:00), both included' });
    expect(fourteenDays.coverage).toEqual({ wearDays: '14.0 days', cgmActive: '100.0 %', readings: '4032 CGM' });
    expect(fourteenDays.notes).toBeNull();
  });

  it("prints the engine's figures to one decimal and judges every goal", () => {
    // 6 of 288 readings a day are 60 mg/dL: 2.1 % below 70, the rest 120 mg/dL: mean 118.75.
    expect(row('Mean glucose')).toMatchObject({ value: '118.8 mg/dL' });
    expect(fourteenDays.metricRows.filter((each) => each.status !== '').map((each) => [each.label, each.value, each.goal, each.verdict])).toEqual([
      ['Time in range 70-180 mg/dL', '97.9 %', '> 70 %', 'Met'],
      ['Time below 70 mg/dL', '2.1 %', '< 4 %', 'Met'],
      ['Time below 54 mg/dL', '0.0 %', '< 1 %', 'Met'],
      ['Time above 180 mg/dL', '0.0 %', '< 25 %', 'Met'],
      ['Time above 250 mg/dL', '0.0 %', '< 5 %', 'Met'],
      ['Glucose variability (CV)', '7.2 %', '≤ 36 %', 'Met'],
      ['Glucose Management Indicator (GMI)', '6.2 %', '< 7 %', 'Met'],
      ['Time CGM active', '100.0 %', '≥ 70 %', 'Met'],
    ]);
    expect(row('Time in tight range 70-140 mg/dL')).toMatchObject({ value: '97.9 %' });
    expect(row('Glycemia Risk Index (GRI)')).toMatchObject({ value: '5.0 (zone A)' });
    expect(row('GRI components: hypo / hyper')).toMatchObject({ value: '1.7 / 0.0' });
  });

  it('counts the episodes with their mean durations', () => {
    expect(fourteenDays.episodes?.rows[0]).toEqual({ label: 'Level 1 hypoglycaemia (below 70 mg/dL)', count: '14', meanDuration: '30 min' });
    expect(fourteenDays.episodes?.rows.map((each) => each.count)).toEqual(['14', '0', '0', '0', '0', '0']);
  });

  it('draws every band in the palette of the metrics engine', () => {
    for (const colour of Object.values(BAND_COLOURS)) expect(fourteenDays.rangesChart).toContain(colour);
    expect(fourteenDays.agp.chart).toContain(BAND_COLOURS.inRange);
    expect(fourteenDays.fortnight[0]).toContain(`stroke="${BAND_COLOURS.low}"`);
    expect(fourteenDays.detailPages.flatMap((page) => page.strips).join('')).toContain(`stroke="${BAND_COLOURS.inRange}"`);
  });

  it('averages insulin and carbs over the complete days of the period', () => {
    expect(fourteenDays.insulin.find((each) => each.type === 'Basal')).toEqual({ type: 'Basal', doses: 1, averageDailyUnits: '2.0' });
    expect(fourteenDays.carbsPerDay).toBe('10 g');
    expect(fourteenDays.perDayCaption).toBe('average over 14 complete days');
  });

  it('flags a short wear instead of hiding its figures', () => {
    const threeDays = buildReportView(reportOf(cgmDays(3, 200), 3), new Date('2026-11-04T00:00:00Z'));
    expect(threeDays.notes).toEqual({
      title: 'Insufficient data.',
      lines: ['Sensor data over 3.0 days: the consensus metrics need at least 14.', 'GMI needs 14 days of CGM data with 70 % wear; this period has 3.0 days, CGM active 100.0 %.'],
    });
    expect(threeDays.metricRows.find((each) => each.label === 'Glucose Management Indicator (GMI)')).toMatchObject({ value: 'Not shown', status: '', verdict: 'See the note above' });
    expect(threeDays.metricRows.find((each) => each.label === 'Time above 180 mg/dL')).toMatchObject({ value: '97.9 %', status: 'not-met', verdict: 'Not met' });
  });

  it('says when the figures are from a meter, with no CGM metrics', () => {
    const meter = buildReportView(reportOf(cgmDays(14, 120, 'meter', 240), 14), new Date('2026-11-15T00:00:00Z'));
    expect(meter.notes?.title).toBe('Meter readings only.');
    expect(meter.notes?.lines[0]).toBe('No CGM readings in this period: the glucose figures are from 84 meter readings (finger-sticks).');
    expect(meter.coverage).toEqual({ wearDays: 'No data', cgmActive: 'No data', readings: '84 meter' });
    expect(meter.metricRows.some((each) => each.status !== '' || each.label.includes('GRI'))).toBe(false);
    expect(meter.episodes).toBeNull();
    expect(meter.agp).toEqual({ chart: '', note: 'No ambulatory glucose profile: it needs CGM readings.' });
  });
});
