import { describe, expect, it } from 'vitest';
import type { CurrentGlucose, GlucoseReading, LiveReading } from '@glyco/contracts';
import { cgmMetrics, statsOf } from '../../testing/glucose-metrics';
import type { DashboardData } from './api/get-dashboard-data';
import { glucoseTabText } from './dashboard-title';
import { withLiveReading } from './live-current';

const now = new Date('2026-11-28T18:00:30.000Z');
const at = (minutesBefore: number) => new Date(Date.parse('2026-11-28T18:00:00.000Z') - minutesBefore * 60_000).toISOString();

const row = (minutesBefore: number, value: number): GlucoseReading => ({
  _id: `r${minutesBefore}`, value, unit: 'mg/dL', entered: { value, unit: 'mg/dL' }, timestamp: at(minutesBefore), timezoneOffsetMinutes: 0,
  mealContext: 'Not Specified', readingType: 'CGM', feeling: 'Normal', notes: '', tags: [],
});

function dashboard(rows: GlucoseReading[]): DashboardData {
  const current: CurrentGlucose = { reading: { value: rows[0]!.value, timestamp: rows[0]!.timestamp, readingType: 'CGM' }, ageMinutes: 5, trend: null, window: 'last24Hours', stats: statsOf(cgmMetrics()) };
  return { current, readings: rows, lastDay: { readings: rows, start: new Date(0), end: now }, meals: [], doses: [] };
}

const live = (overrides: Partial<LiveReading> = {}): LiveReading => ({ id: 'new', at: at(0), mgdl: 150, trend: 'FortyFiveUp', source: 'xDrip-DexcomG6', ...overrides });

describe('withLiveReading', () => {
  it("makes the stream's reading the current value at once, with the arrow its device sent", () => {
    const next = withLiveReading(dashboard([row(5, 140), row(10, 130)]), live(), now);
    expect(next.current).toMatchObject({ reading: { value: 150, timestamp: at(0), readingType: 'CGM' }, ageMinutes: 0, trend: { trend: 'risingSlowly', rateMgdlPerMinute: 2, from: 'device' } });
  });

  it('draws the arrow from the readings on screen when the device sent none it could compute', () => {
    const next = withLiveReading(dashboard([row(5, 140), row(10, 140)]), live({ trend: 'NOT COMPUTABLE', mgdl: 141 }), now);
    expect(next.current?.trend).toEqual({ trend: 'steady', rateMgdlPerMinute: 0.1, from: 'readings' });
    expect(withLiveReading(dashboard([row(40, 140)]), live({ trend: null }), now).current?.trend).toBeNull();
  });

  it('names a reading logged by hand by its type, without a trend', () => {
    const next = withLiveReading(dashboard([row(5, 140)]), live({ source: 'Manual', trend: null }), now);
    expect(next.current).toMatchObject({ reading: { readingType: 'Manual' }, trend: null });
  });

  it("shows a sensor's LOW as its limit, never as a measured 39", () => {
    expect(withLiveReading(dashboard([row(5, 45)]), live({ mgdl: 39, trend: 'DoubleDown' }), now).current?.reading).toMatchObject({ value: 39, sensorLimit: 'below' });
    expect(withLiveReading(dashboard([row(5, 45)]), live({ mgdl: 39, source: 'Manual', trend: null }), now).current?.reading).not.toHaveProperty('sensorLimit');
  });

  it('leaves the current value alone for a late upload older than it', () => {
    const data = dashboard([row(5, 140)]);
    expect(withLiveReading(data, live({ at: at(20) }), now)).toBe(data);
  });
});

describe('glucoseTabText', () => {
  const current = (value: number, trend: CurrentGlucose['trend']) => ({ reading: { value, timestamp: at(0), readingType: 'CGM' as const }, trend });

  it('shows the value and its arrow, in the person’s unit with one decimal in mmol/L', () => {
    expect(glucoseTabText(current(142, { trend: 'risingSlowly', rateMgdlPerMinute: null, from: 'device' }), 'mg/dL', 2)).toBe('142 ↗');
    expect(glucoseTabText(current(142, { trend: 'steady', rateMgdlPerMinute: 0.2, from: 'readings' }), 'mmol/L', 2)).toBe('7.9 →');
    expect(glucoseTabText(current(142, null), 'mg/dL', 2)).toBe('142');
  });

  it('shows the age instead of an arrow once stale, and nothing without a reading', () => {
    expect(glucoseTabText(current(142, { trend: 'rising', rateMgdlPerMinute: 2.5, from: 'readings' }), 'mg/dL', 17)).toBe('142 · 17 min ago');
    expect(glucoseTabText({ reading: null, trend: null }, 'mg/dL', 0)).toBeNull();
  });
});
