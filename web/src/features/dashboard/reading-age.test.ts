import { describe, expect, it } from 'vitest';
import { formatAge, isStale } from './reading-age';

describe('reading age', () => {
  it('says how old the reading is', () => {
    expect([0, 5, 60, 125, 1440, 4000].map(formatAge)).toEqual(['Just now', '5 min ago', '1 h ago', '2 h 5 min ago', '1 day ago', '2 days ago']);
  });

  it('is stale after 15 minutes', () => {
    expect([15, 16].map(isStale)).toEqual([false, true]);
  });
});
