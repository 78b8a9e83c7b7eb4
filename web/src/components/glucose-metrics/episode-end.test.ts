import { describe, expect, it } from 'vitest';
import type { GlucoseEpisode } from '@glyco/contracts';
import { episodeEndNote } from './episode-end';

const episode = (end: string, endedByGap = true): GlucoseEpisode => ({
  kind: 'hyper', level: 1, start: '2026-03-02T22:00:00.000Z', end, durationMinutes: 60, extended: false, extremeMgdl: 240, endedByGap,
});
const periodEnd = '2026-03-03T00:00:00.000Z';
const later = Date.parse('2026-03-10T00:00:00.000Z');

describe('the end of an episode', () => {
  it('says nothing of an episode that ended by recovery', () => {
    expect(episodeEndNote(episode('2026-03-02T23:00:00.000Z', false), periodEnd, later)).toBeNull();
  });

  it('says an episode running to the end of a past period continues after it', () => {
    expect(episodeEndNote(episode('2026-03-02T23:59:59.000Z'), periodEnd, later)).toBe('continues after this period');
  });

  it('names a sensor gap when the readings stopped well before the period ended', () => {
    expect(episodeEndNote(episode('2026-03-02T23:00:00.000Z'), periodEnd, later)).toBe('until a sensor gap');
  });

  it('says a period still running has the episode going at its last reading', () => {
    expect(episodeEndNote(episode('2026-03-02T22:58:00.000Z'), periodEnd, Date.parse('2026-03-02T23:00:00.000Z'))).toBe('still going at the last reading');
  });
});
