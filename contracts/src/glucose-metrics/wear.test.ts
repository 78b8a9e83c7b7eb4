import { describe, expect, it } from 'vitest';
import { digestByLocalDay } from './day-digest';
import { analyseDigests } from './report';
import type { GlucoseSample } from './sample';
import { cgmSeries, steadyCgm, T0 } from './testing-samples';

const TARGET = { min: 70, max: 180 };
const DAY = 86_400_000;
const MINUTE = 60_000;
const analyse = (samples: GlucoseSample[], window?: { start: number; end: number; asOf?: number }) => analyseDigests(digestByLocalDay(samples), TARGET, window).metrics;
/** 5-minute readings for `count` days. */
const days = (count: number) => Math.round((count * DAY) / 300_000);

describe('wear', () => {
  it('is not sufficient for 12.9 days of readings at 100 % active: the period is shorter than 14 days', () => {
    // 3,715 readings of 5 minutes: 18,575 minutes, 12.899 days.
    const wear = analyse(steadyCgm(120, days(12.9))).wear!;
    expect(wear).toMatchObject({ wearDays: 12.9, periodDays: 12.9, activePercent: 100, sufficient: false, samplingIntervalMinutes: 5 });
  });

  it('is sufficient for 12.9 days of wear in a 14-day window: 92.1 % of the 14 days (the consensus asks 70 % of 14 days)', () => {
    const wear = analyse(steadyCgm(120, days(12.9)), { start: T0, end: T0 + 14 * DAY }).wear!;
    expect(wear).toMatchObject({ wearDays: 12.9, periodDays: 14, activePercent: 92.1, sufficient: true });
  });

  it('is sufficient with 14.0 days of wear at 100 % active', () => {
    const wear = analyse(steadyCgm(120, days(14)), { start: T0, end: T0 + 14 * DAY }).wear!;
    expect(wear).toMatchObject({ wearDays: 14, periodDays: 14, activePercent: 100, sufficient: true });
  });

  it('is not sufficient at 69.9 % active, and is at 70 %', () => {
    const window = { start: T0, end: T0 + 20 * DAY };
    // 20 days are 28,800 minutes: 4,027 readings cover 20,135 (69.91 %), 4,032 cover 20,160 (70 %).
    const active = (count: number) => analyse(steadyCgm(120, count), window).wear!;
    expect(active(4027)).toMatchObject({ activePercent: 69.9, sufficient: false });
    expect(active(4032)).toMatchObject({ activePercent: 70, sufficient: true });
  });

  it('given 69.98 % active, then it shows 69.9 % and is not sufficient: rounding never shows a figure short of 70 % as 70.0 %', () => {
    // 4,031 readings of 5 minutes in 20 days: 20,155 of 28,800 minutes, 69.983 %.
    const wear = analyse(steadyCgm(120, 4031), { start: T0, end: T0 + 20 * DAY }).wear!;
    expect(wear).toMatchObject({ activePercent: 69.9, sufficient: false });
  });

  it('shows a period an hour short of 14 days as 13.9 days, never 14.0, and not sufficient', () => {
    // 4,020 readings of 5 minutes until now: 20,100 minutes, 13.958 days.
    const wear = analyse(steadyCgm(120, 4020), { start: T0, end: T0 + 14 * DAY, asOf: T0 + 4020 * 5 * MINUTE }).wear!;
    expect(wear).toMatchObject({ periodDays: 13.9, activePercent: 100, sufficient: false });
  });

  it('measures the period in whole minutes: 14 days to the second before midnight are 14 days', () => {
    const wear = analyse(steadyCgm(120, days(14)), { start: T0, end: T0 + 14 * DAY - 999 }).wear!;
    expect(wear).toMatchObject({ periodDays: 14, activePercent: 100, sufficient: true });
  });

  it('counts time, not calendar days: 12.7 days of readings spread over 14 dates are not 14 days', () => {
    const start = T0 + 20 * 3_600_000;
    const wear = analyse(steadyCgm(120, days(12.7), start)).wear!;
    expect(digestByLocalDay(steadyCgm(120, days(12.7), start)).length).toBe(14);
    expect(wear.sufficient).toBe(false);
  });

  it('given a 14-day window that ends tonight, when the sensor was worn until now, then the hours still to come count neither way and 13.5 days are not 14', () => {
    const asOf = T0 + 13.5 * DAY;
    const wear = analyse(steadyCgm(120, days(13.5)), { start: T0, end: T0 + 14 * DAY, asOf }).wear!;
    expect(wear).toMatchObject({ wearDays: 13.5, periodDays: 13.5, activePercent: 100, sufficient: false });
  });

  it('given a 14-day window that ends tonight, when the sensor stopped two days ago, then the missing days count against it', () => {
    const asOf = T0 + 13.5 * DAY;
    const wear = analyse(steadyCgm(120, days(11.5)), { start: T0, end: T0 + 14 * DAY, asOf }).wear!;
    expect(wear).toMatchObject({ wearDays: 11.5, periodDays: 13.5, activePercent: 85.2, sufficient: false });
  });

  it('takes the sampling interval from the readings: 15-minute sensor data is 100 % active', () => {
    const samples = cgmSeries(Array.from({ length: 96 }, () => 120), T0, 15);
    expect(analyse(samples, { start: T0, end: T0 + DAY }).wear).toMatchObject({ samplingIntervalMinutes: 15, activePercent: 100 });
  });

  it('counts the time readings cover: extra readings between the 5-minute ones add no wear', () => {
    // Half a day of 5-minute readings, and 40 more a minute after as many of them.
    const sensor = steadyCgm(120, 144);
    const extra = sensor.slice(0, 40).map((sample) => ({ ...sample, timestamp: Number(sample.timestamp) + MINUTE }));
    const wear = analyse([...sensor, ...extra], { start: T0, end: T0 + DAY }).wear!;
    expect(wear).toMatchObject({ samplingIntervalMinutes: 5, activePercent: 50, wearDays: 0.5 });
  });
});

describe('GMI', () => {
  it('is reported with 14 days of CGM data at 70 % wear or more', () => {
    const metrics = analyse(steadyCgm(120, days(14)), { start: T0, end: T0 + 14 * DAY });
    expect(metrics).toMatchObject({ gmi: 6.2, gmiReason: null });
  });

  it('is not reported for 25 minutes of CGM data, and says why', () => {
    const metrics = analyse(cgmSeries([120, 130, 140, 150, 160, 170]));
    expect(metrics.gmi).toBeNull();
    expect(metrics.gmiReason).toMatch(/^GMI needs 14 days of CGM data with 70 % wear/);
    expect(metrics.goals.find((goal) => goal.key === 'gmi')).toMatchObject({ value: null, met: null });
  });

  it('is not reported for 13.5 days of a 14-day window that ends tonight', () => {
    const asOf = T0 + 13.5 * DAY;
    const metrics = analyse(steadyCgm(120, days(13.5)), { start: T0, end: T0 + 14 * DAY, asOf });
    expect(metrics.gmi).toBeNull();
    expect(metrics.gmiReason).toBe('GMI needs 14 days of CGM data with 70 % wear; this period has 13.5 days, CGM active 100.0 %.');
  });

  it('is not reported for finger-sticks, and says why', () => {
    const meter: GlucoseSample[] = [100, 200].map((value, index) => ({ value, timestamp: T0 + index * 3_600_000, source: 'meter' }));
    expect(analyse(meter)).toMatchObject({ gmi: null, gmiReason: 'GMI needs CGM data: finger-stick readings do not give it.' });
  });
});
