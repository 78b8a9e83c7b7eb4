import { describe, expect, it } from 'vitest';
import { currentReadingAge, formatAge, isStale, minutesSince } from './reading-age';

describe('reading age', () => {
  it('says how old the reading is', () => {
    expect([0, 5, 60, 125, 1440, 4000].map(formatAge)).toEqual(['Just now', '5 min ago', '1 h ago', '2 h 5 min ago', '1 day ago', '2 days ago']);
  });

  it('is stale after 15 minutes', () => {
    expect([15, 16].map(isStale)).toEqual([false, true]);
  });

  it('says there has been no reading for a while once stale', () => {
    expect([3, 15, 17, 130].map(currentReadingAge)).toEqual(['3 min ago', '15 min ago', 'No reading for 17 min', 'No reading for 2 h 10 min']);
  });

  it('counts whole minutes, never below 0', () => {
    const now = new Date('2026-11-28T18:17:59.000Z');
    expect(['2026-11-28T18:00:00.000Z', '2026-11-28T18:17:00.000Z', '2026-11-28T18:19:00.000Z'].map((iso) => minutesSince(iso, now))).toEqual([17, 0, 0]);
  });
});
