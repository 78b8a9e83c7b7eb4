import { describe, expect, it } from 'vitest';
import { effectiveBasalSteps } from './effective-basal';

const at = (hours: number) => new Date(Date.UTC(2026, 10, 20) + hours * 3_600_000).toISOString();
const window = { start: new Date(at(0)), end: new Date(at(24)) };
const schedule = [
  { start: at(0), end: at(6), rate: 0.8 },
  { start: at(6), end: at(24), rate: 1.2 },
];

describe('effectiveBasalSteps', () => {
  it('is the schedule when no temporary basal ran', () => {
    expect(effectiveBasalSteps(schedule, [], window)).toEqual(schedule.map((step) => ({ ...step, kind: 'scheduled' })));
  });

  it('applies a percent temp basal to each scheduled rate it spans, and an absolute one as it is', () => {
    expect(effectiveBasalSteps(schedule, [{ start: at(5), durationMinutes: 120, percent: 50 }, { start: at(10), durationMinutes: 30, rate: 2 }], window)).toEqual([
      { start: at(0), end: at(5), rate: 0.8, kind: 'scheduled' },
      { start: at(5), end: at(6), rate: 0.4, kind: 'temporary' },
      { start: at(6), end: at(7), rate: 0.6, kind: 'temporary' },
      { start: at(7), end: at(10), rate: 1.2, kind: 'scheduled' },
      { start: at(10), end: at(10.5), rate: 2, kind: 'temporary' },
      { start: at(10.5), end: at(24), rate: 1.2, kind: 'scheduled' },
    ]);
  });

  it('ends a running temp basal when the next starts, as a pump does; a zero-minute one only ends it', () => {
    const temps = [{ start: at(1), durationMinutes: 240, rate: 0 }, { start: at(2), durationMinutes: 0, rate: 0 }, { start: at(3), durationMinutes: 60, percent: 0 }];
    expect(effectiveBasalSteps(schedule, temps, window).slice(0, 5)).toEqual([
      { start: at(0), end: at(1), rate: 0.8, kind: 'scheduled' },
      { start: at(1), end: at(2), rate: 0, kind: 'suspended' },
      { start: at(2), end: at(3), rate: 0.8, kind: 'scheduled' },
      { start: at(3), end: at(4), rate: 0, kind: 'suspended' },
      { start: at(4), end: at(6), rate: 0.8, kind: 'scheduled' },
    ]);
  });

  it('draws absolute temps and suspends without a schedule, but not a percent one whose rate is unknown', () => {
    const temps = [{ start: at(1), durationMinutes: 60, rate: 1.5 }, { start: at(3), durationMinutes: 60, percent: 150 }, { start: at(5), durationMinutes: 30, rate: 0 }];
    expect(effectiveBasalSteps([], temps, window)).toEqual([
      { start: at(1), end: at(2), rate: 1.5, kind: 'temporary' },
      { start: at(5), end: at(5.5), rate: 0, kind: 'suspended' },
    ]);
  });

  it('clips a temp basal that began before the window', () => {
    expect(effectiveBasalSteps(schedule, [{ start: at(-1), durationMinutes: 120, rate: 0.3 }], window)[0]).toEqual({ start: at(0), end: at(1), rate: 0.3, kind: 'temporary' });
  });
});
