import { describe, expect, it } from 'vitest';
import type { DeviceStatusSummary } from '../nightscout/devicestatus/summary';
import { loopNameOf, recentLoopFigure } from './loop-figures';

const now = new Date('2026-03-03T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

const status = (minutes: number, figures: Partial<DeviceStatusSummary>): DeviceStatusSummary => ({
  device: 'loop://iPhone',
  createdAt: minutesAgo(minutes),
  loopAt: minutesAgo(minutes),
  loopFailure: null,
  iobUnits: null,
  cobGrams: null,
  pumpReservoirUnits: null,
  pumpBatteryPercent: null,
  pumpSuspended: null,
  uploaderBatteryPercent: null,
  ...figures,
});

describe('recentLoopFigure', () => {
  it("takes the newest status holding the figure, with the loop's time and name", () => {
    const statuses = [status(1, { pumpBatteryPercent: 40 }), status(3, { iobUnits: 1.25, cobGrams: 18 }), status(8, { iobUnits: 2 })];
    expect(recentLoopFigure(statuses, 'iobUnits', now)).toEqual({ value: 1.25, at: minutesAgo(3), loopName: 'Loop' });
    expect(recentLoopFigure(statuses, 'cobGrams', now)).toEqual({ value: 18, at: minutesAgo(3), loopName: 'Loop' });
  });

  it('counts a figure up to 30 minutes after the loop ran, as Nightscout does, and none older', () => {
    expect(recentLoopFigure([status(30, { iobUnits: 1 })], 'iobUnits', now)?.value).toBe(1);
    expect(recentLoopFigure([status(31, { iobUnits: 1 })], 'iobUnits', now)).toBeNull();
  });

  it('keeps a loop that reports 0 and ignores statuses without the figure', () => {
    expect(recentLoopFigure([status(2, { cobGrams: 0 })], 'cobGrams', now)?.value).toBe(0);
    expect(recentLoopFigure([status(2, { pumpReservoirUnits: 80 })], 'iobUnits', now)).toBeNull();
    expect(recentLoopFigure([], 'iobUnits', now)).toBeNull();
  });

  it('dates a status without a loop time by its upload', () => {
    const uploaded = { ...status(4, { iobUnits: 0.8 }), loopAt: null };
    expect(recentLoopFigure([uploaded], 'iobUnits', now)?.at).toBe(minutesAgo(4));
  });
});

describe('loopNameOf', () => {
  it('names the loop from the device', () => {
    expect(loopNameOf('loop://iPhone')).toBe('Loop');
    expect(loopNameOf('openaps://AndroidAPS')).toBe('AndroidAPS');
    expect(loopNameOf('Trio')).toBe('Trio');
    expect(loopNameOf('openaps://edison')).toBe('OpenAPS');
    expect(loopNameOf('unknown')).toBe('the loop');
  });
});
