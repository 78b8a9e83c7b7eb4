import { describe, expect, it } from 'vitest';
import { aggregateByLocalDay, dailyGlucoseAggregateSchema, mergeDailyAggregates } from './daily-aggregate';
import { computeGlucoseMetrics, type GlucoseSample } from './metrics';
import { metricsFromAggregates } from './metrics-from-aggregates';
import { MGDL_PER_MMOLL } from './units';

/** Deterministic pseudo-random numbers (mulberry32) so a failure can be replayed. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomReadings(seed: number, count: number): GlucoseSample[] {
  const random = seededRandom(seed);
  const start = Date.UTC(2024, 0, 1);
  const offsets = [0, 60, -300, 330, 540];
  return Array.from({ length: count }, () => {
    const mmol = random() < 0.3;
    const value = mmol ? (2 + random() * 25) * MGDL_PER_MMOLL : Math.round(40 + random() * 360);
    const timestamp = start + Math.floor(random() * 30 * 86_400_000);
    return { value, timestamp, timezoneOffsetMinutes: offsets[Math.floor(random() * offsets.length)] ?? 0 };
  });
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

const targets = [{ min: 70, max: 180 }, { min: 80, max: 140 }, { min: 63.1, max: 199.9 }];

describe('metricsFromAggregates', () => {
  it('equals the raw computation on random data, any day order, any target', () => {
    for (const seed of [1, 2, 3, 42, 2024]) {
      const readings = randomReadings(seed, 3000);
      const days = shuffled(aggregateByLocalDay(readings), seededRandom(seed + 1));
      for (const target of targets) {
        expect(metricsFromAggregates(days, target)).toEqual(computeGlucoseMetrics(readings, target));
        const period = { start: '2023-12-31T00:00:00Z', end: '2024-02-01T00:00:00Z' };
        expect(metricsFromAggregates(days, target, period)).toEqual(computeGlucoseMetrics(readings, target, period));
      }
    }
  });

  it('equals the raw computation over a subset of days', () => {
    const readings = randomReadings(7, 2000);
    const days = aggregateByLocalDay(readings).slice(3, 10);
    const dates = new Set(days.map((day) => day.date));
    const subset = readings.filter((reading) =>
      dates.has(new Date(Number(reading.timestamp) + (reading.timezoneOffsetMinutes ?? 0) * 60_000).toISOString().slice(0, 10)),
    );
    expect(metricsFromAggregates(days)).toEqual(computeGlucoseMetrics(subset));
  });

  it('survives a JSON round trip through the stored shape', () => {
    const days = aggregateByLocalDay(randomReadings(9, 500));
    const stored = days.map((day) => dailyGlucoseAggregateSchema.parse(JSON.parse(JSON.stringify(day))));
    expect(metricsFromAggregates(stored, { min: 90, max: 160 })).toEqual(metricsFromAggregates(days, { min: 90, max: 160 }));
  });

  it('gives the empty metrics without days', () => {
    expect(mergeDailyAggregates([])).toBeNull();
    expect(metricsFromAggregates([])).toEqual(computeGlucoseMetrics([]));
  });
});

describe('aggregateByLocalDay', () => {
  it('reduces a day to exact integer counts', () => {
    const [day] = aggregateByLocalDay([
      { value: 50, timestamp: '2024-03-01T08:00:00Z' },
      { value: 100, timestamp: '2024-03-01T08:02:00Z' },
      { value: 100.04, timestamp: '2024-03-01T08:05:00Z' },
    ]);
    expect(day).toMatchObject({
      date: '2024-03-01',
      count: 3,
      sum: 500 + 1000 + 1000,
      sumSquares: 250_000 + 1_000_000 + 1_000_000,
      minDecimg: 500,
      maxDecimg: 1000,
      bandCounts: [1, 0, 2, 0, 0],
      histogram: { 500: 1, 1000: 2 },
      presentSlots: 2,
    });
  });
});
