import { describe, expect, it } from 'vitest';
import { profileBasalSchedule, scheduledBasalSegments } from './basal-schedule';

const schedule = [
  { timeAsSeconds: 0, value: 0.8 },
  { timeAsSeconds: 6 * 3600, value: 1.1 },
  { timeAsSeconds: 22 * 3600, value: 0.8 },
];

describe('scheduled basal', () => {
  it('steps through a UTC day at the schedule\'s times, joining equal rates across midnight', () => {
    const day = { start: new Date('2026-03-08T00:00:00Z'), end: new Date('2026-03-09T00:00:00Z') };
    expect(scheduledBasalSegments(schedule, day, 'UTC')).toEqual([
      { start: '2026-03-08T00:00:00.000Z', end: '2026-03-08T06:00:00.000Z', rate: 0.8 },
      { start: '2026-03-08T06:00:00.000Z', end: '2026-03-08T22:00:00.000Z', rate: 1.1 },
      { start: '2026-03-08T22:00:00.000Z', end: '2026-03-09T00:00:00.000Z', rate: 0.8 },
    ]);
  });

  it('reads the schedule in the profile\'s zone', () => {
    const berlinDay = { start: new Date('2026-07-07T22:00:00Z'), end: new Date('2026-07-08T22:00:00Z') };
    const segments = scheduledBasalSegments(schedule, berlinDay, 'Europe/Berlin');
    expect(segments.map((segment) => [segment.start, segment.rate])).toEqual([
      ['2026-07-07T22:00:00.000Z', 0.8],
      ['2026-07-08T04:00:00.000Z', 1.1],
      ['2026-07-08T20:00:00.000Z', 0.8],
    ]);
  });

  it('gives no steps without a schedule', () => {
    expect(scheduledBasalSegments([], { start: new Date(0), end: new Date(DAY) }, 'UTC')).toEqual([]);
  });

  it('takes the default profile\'s basal and zone from an uploaded profile, times as HH:MM too', () => {
    const document = { defaultProfile: 'Day', store: { Day: { timezone: 'Europe/Berlin', basal: [{ time: '00:00', value: 0.7 }, { time: '07:30', value: '1.2' }] } } };
    expect(profileBasalSchedule(document)).toEqual({ entries: [{ timeAsSeconds: 0, value: 0.7 }, { timeAsSeconds: 27000, value: 1.2 }], timeZone: 'Europe/Berlin' });
  });
});

const DAY = 86_400_000;
