import { describe, expect, it } from 'vitest';
import { digestByLocalDay } from './day-digest';
import { analyseDigests } from './report';
import { cgmSeries, T0 } from './testing-samples';

const episodesOf = (values: number[], start = T0, every = 5) => analyseDigests(digestByLocalDay(cgmSeries(values, start, every)), { min: 70, max: 180 }).episodes;
const normal = (count: number) => Array.from({ length: count }, () => 120);

describe('hypoglycaemia and hyperglycaemia episodes (Battelino et al. 2023)', () => {
  it('starts an episode with exactly 15 minutes below 70 (three 5-minute readings)', () => {
    const episodes = episodesOf([...normal(4), 65, 62, 66, ...normal(4)]);
    expect(episodes).toEqual([
      expect.objectContaining({ kind: 'hypo', level: 1, durationMinutes: 15, extremeMgdl: 62, extended: false, endedByGap: false, start: '2026-03-02T00:20:00.000Z' }),
    ]);
  });

  it('gives durations in whole minutes when the readings are seconds off the 5-minute grid', () => {
    const samples = cgmSeries([...normal(4), 65, 62, 66, ...normal(4)]).map((sample, index) => ({ ...sample, timestamp: Number(sample.timestamp) + (index % 3) * 7_000 }));
    const episodes = analyseDigests(digestByLocalDay(samples), { min: 70, max: 180 }).episodes;
    expect(episodes.map((episode) => episode.durationMinutes)).toEqual([15]);
  });

  it('does not count 10 minutes below 70', () => {
    expect(episodesOf([...normal(4), 65, 62, ...normal(4)])).toEqual([]);
  });

  it('keeps one episode through less than 15 minutes back in range', () => {
    const episodes = episodesOf([...normal(3), 60, 60, 60, 75, 75, 60, 60, ...normal(4)]);
    expect(episodes).toHaveLength(1);
    // From the first low reading to the last one plus its 5 minutes.
    expect(episodes[0]).toMatchObject({ durationMinutes: 35 });
  });

  it('ends an episode after 15 minutes back in range', () => {
    const episodes = episodesOf([...normal(3), 60, 60, 60, 75, 75, 75, 60, 60, 60, ...normal(4)]);
    expect(episodes.map((episode) => episode.durationMinutes)).toEqual([15, 15]);
  });

  it('counts a level 2 episode inside its level 1 episode', () => {
    const episodes = episodesOf([...normal(3), 65, 50, 50, 50, 65, ...normal(4)]);
    expect(episodes.map((episode) => [episode.level, episode.durationMinutes])).toEqual([[1, 25], [2, 15]]);
  });

  it('flags extended hypoglycaemia after more than 120 consecutive minutes below 70, not at exactly 120', () => {
    const lowFor = (readings: number) => episodesOf([...normal(3), ...Array.from({ length: readings }, () => 65), ...normal(4)])[0];
    expect(lowFor(24)).toMatchObject({ level: 1, durationMinutes: 120, extended: false });
    expect(lowFor(25)).toMatchObject({ level: 1, durationMinutes: 125, extended: true });
  });

  it('ends an episode at a sensor gap of more than 30 minutes', () => {
    const before = cgmSeries([...normal(2), 60, 60, 60, 60]);
    const after = cgmSeries([60, 60, 60, ...normal(4)], T0 + 60 * 60_000);
    const episodes = analyseDigests(digestByLocalDay([...before, ...after]), { min: 70, max: 180 }).episodes;
    expect(episodes.map((episode) => [episode.durationMinutes, episode.endedByGap])).toEqual([[20, true], [15, false]]);
  });

  it('given two low readings, a 25-minute gap and two low readings, then it finds one episode through the gap', () => {
    const samples = [...cgmSeries([...normal(3), 60, 60]), ...cgmSeries([60, 60, ...normal(4)], T0 + 45 * 60_000)];
    const episodes = analyseDigests(digestByLocalDay(samples), { min: 70, max: 180 }).episodes;
    // Readings at 15 and 20, then 45 and 50 minutes: low from 15 to 55, as iglu interpolates the gap.
    expect(episodes).toEqual([expect.objectContaining({ kind: 'hypo', level: 1, start: '2026-03-02T00:15:00.000Z', durationMinutes: 40, endedByGap: false })]);
  });

  it('does not split a low at a gap of 30 minutes', () => {
    const samples = [...cgmSeries([...normal(3), 60, 60, 60, 60]), ...cgmSeries([60, 60, 60, 60, ...normal(4)], T0 + 60 * 60_000)];
    const episodes = analyseDigests(digestByLocalDay(samples), { min: 70, max: 180 }).episodes;
    // Low readings at 15-30 and 60-75 minutes: one episode from 15 to 80.
    expect(episodes.map((episode) => [episode.level, episode.durationMinutes, episode.endedByGap])).toEqual([[1, 65, false]]);
  });

  it('splits a gap between readings on either side of 70 at its middle', () => {
    // In range until 0:10, 25 minutes without readings, low at 0:35 and 0:40: the 20 minutes not
    // covered by a reading go half to each side, so the low lasts 10 + 10 minutes.
    const samples = [...cgmSeries(normal(3)), ...cgmSeries([60, 60, ...normal(4)], T0 + 35 * 60_000)];
    const episodes = analyseDigests(digestByLocalDay(samples), { min: 70, max: 180 }).episodes;
    expect(episodes).toEqual([expect.objectContaining({ level: 1, start: '2026-03-02T00:25:00.000Z', durationMinutes: 20 })]);
  });

  it('joins a low across midnight with a gap in it', () => {
    const before = cgmSeries([...normal(2), 60, 60], Date.parse('2026-03-02T23:40:00.000Z'));
    const after = cgmSeries([60, 60, ...normal(4)], Date.parse('2026-03-03T00:20:00.000Z'));
    const digests = digestByLocalDay([...before, ...after]);
    expect(digests.map((digest) => digest.date)).toEqual(['2026-03-02', '2026-03-03']);
    const episodes = analyseDigests(digests, { min: 70, max: 180 }).episodes;
    // Low at 23:50 and 23:55, 25 minutes without readings, low at 0:20 and 0:25.
    expect(episodes).toEqual([expect.objectContaining({ level: 1, start: '2026-03-02T23:50:00.000Z', durationMinutes: 40 })]);
  });

  it('finds hyperglycaemia levels and extended hyperglycaemia (90 of 120 minutes above 250)', () => {
    const episodes = episodesOf([...normal(3), ...Array.from({ length: 18 }, () => 300), ...Array.from({ length: 6 }, () => 200), ...normal(4)]);
    expect(episodes.map((episode) => [episode.kind, episode.level, episode.durationMinutes, episode.extended])).toEqual([
      ['hyper', 1, 120, true],
      ['hyper', 2, 90, false],
    ]);
  });

  it('joins an episode across midnight', () => {
    const start = Date.parse('2026-03-02T23:50:00.000Z');
    const episodes = episodesOf([60, 60, 60, 60, 60, ...normal(4)], start);
    expect(episodes).toHaveLength(1);
    expect(episodes[0]).toMatchObject({ durationMinutes: 25 });
  });

  it('summarises counts and mean durations', () => {
    const metrics = analyseDigests(digestByLocalDay(cgmSeries([...normal(3), 60, 60, 60, ...normal(4), 60, 60, 60, 60, 60, ...normal(4)])), { min: 70, max: 180 }).metrics;
    expect(metrics.episodes?.hypo.level1).toEqual({ count: 2, meanDurationMinutes: 20 });
  });
});
