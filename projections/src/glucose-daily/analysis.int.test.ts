import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyseDigests, digestByLocalDay, epochMsOf, type GlucoseReadingLoggedData, type GlucoseSample } from '@glyco/contracts';
import { createTestDatabase, type TestDatabase } from '@glyco/runtime/testing';
import { inLogicalTables } from '../engine/fixtures/logical-tables';
import { loadGlucoseAnalysis, type GlucoseRange } from './analysis';
import { chartOfHours, glucoseChart } from './chart-points';
import { glucoseDailyProjection } from './projection';
import { eventRecorder, loggedReading, sampleOf } from './testing/events';

let database: TestDatabase;
const TARGET = { min: 80, max: 160 };
const START = Date.parse('2024-04-20T00:00:00.000Z');
const DAYS = 75;
const cgmUser = randomUUID();
const meterUser = randomUUID();
let cgmSamples: GlucoseSample[];
let meterSamples: GlucoseSample[];

/** 75 days of 5-minute sensor readings with a dawn low each day, changing time zone mid-way, and a finger-stick a day. */
function sensorDays(userId: string): GlucoseReadingLoggedData[] {
  const sensor = Array.from({ length: DAYS * 288 }, (_, slot) => {
    const minute = (slot * 5) % 1440;
    const value = minute >= 300 && minute < 330 ? 58 + (slot % 3) : 110 + 90 * Math.sin(slot / 20) + (slot % 7) * 0.37;
    return loggedReading(userId, value, new Date(START + slot * 300_000).toISOString(), slot < 40 * 288 ? 120 : -300);
  });
  const finger = Array.from({ length: DAYS }, (_, day) => loggedReading(userId, 95 + (day % 20), new Date(START + day * 86_400_000 + 7 * 3_600_000).toISOString(), 120, 'Manual'));
  return [...sensor, ...finger];
}

/** Finger-sticks and lab values typed in mmol/L. */
const meterDays = (userId: string) =>
  Array.from({ length: 30 }, (_, index) => ({
    ...loggedReading(userId, 0, new Date(START + index * 8 * 3_600_000).toISOString(), 60, index % 5 === 0 ? 'Lab' : 'Manual'),
    valueMgdl: (4 + index * 0.5) * 18.01559,
  }));

beforeAll(async () => {
  database = await createTestDatabase();
  const record = eventRecorder();
  const cgm = sensorDays(cgmUser);
  const meter = meterDays(meterUser);
  await inLogicalTables(database.pool, async (ctx) => {
    await glucoseDailyProjection.init(ctx);
    const events = [...cgm, ...meter].map((reading) => record('GlucoseReadingLogged', { ...reading }));
    for (let from = 0; from < events.length; from += 500) await glucoseDailyProjection.applyBatch!(ctx, events.slice(from, from + 500));
  });
  cgmSamples = cgm.map(sampleOf);
  meterSamples = meter.map(sampleOf);
});
afterAll(async () => {
  await database?.drop();
});

/** What the engine makes of the raw samples taken in the range. */
function fromRawSamples(samples: readonly GlucoseSample[], range: GlucoseRange) {
  const start = range.startDate ? Date.parse(range.startDate) : -Infinity;
  const end = range.endDate ? Date.parse(range.endDate) : Infinity;
  const inRange = samples.filter((sample) => epochMsOf(sample.timestamp) >= start && epochMsOf(sample.timestamp) <= end);
  const window = range.startDate && range.endDate ? { start: range.startDate, end: end + 1 } : null;
  return analyseDigests(digestByLocalDay(inRange), TARGET, window);
}

/** Whole months (May, June) with days on either side, exact months, a single hour, open ends, and a range without readings. */
const RANGES: GlucoseRange[] = [
  {},
  { startDate: '2024-04-25T03:17:00.000Z', endDate: '2024-06-29T18:43:59.999Z' },
  { startDate: '2024-04-30T10:00:00.000Z', endDate: '2024-07-01T14:00:00.000Z' },
  { startDate: '2024-05-04T05:00:00.000Z', endDate: '2024-05-04T06:00:00.000Z' },
  { endDate: '2024-06-06T12:00:00.000Z' },
  { startDate: '2024-05-07T00:00:00.000Z' },
  { startDate: '2024-08-01T00:00:00.000Z', endDate: '2024-08-30T00:00:00.000Z' },
];

describe('loadGlucoseAnalysis from the glucose_daily tables', () => {
  it.each(RANGES)('equals the engine on the raw sensor readings of %j', async (range) => {
    const expected = fromRawSamples(cgmSamples, range);
    expect(await loadGlucoseAnalysis(database.pool, cgmUser, range, TARGET)).toEqual(expected);
    expect(await loadGlucoseAnalysis(database.pool, cgmUser, range, TARGET, { agp: false, episodes: false })).toEqual({
      metrics: { ...expected.metrics, episodes: null }, agp: [], episodes: [],
    });
    expect(await loadGlucoseAnalysis(database.pool, cgmUser, range, TARGET, { episodes: false })).toEqual({
      metrics: { ...expected.metrics, episodes: null }, agp: expected.agp, episodes: [],
    });
    expect(await loadGlucoseAnalysis(database.pool, cgmUser, range, TARGET, { agp: false })).toEqual({ ...expected, agp: [] });
  });

  it('finds the dawn lows as level 1 episodes and counts the finger-sticks beside the sensor', async () => {
    const { metrics, episodes } = await loadGlucoseAnalysis(database.pool, cgmUser, RANGES[1]!, TARGET);
    expect(metrics).toMatchObject({ source: 'cgm', readings: { meter: 66 } });
    expect(episodes.filter((episode) => episode.kind === 'hypo').length).toBeGreaterThanOrEqual(60);
  });

  it('gives a meter-only person meter figures, without wear, from mmol/L readings', async () => {
    const range = { startDate: '2024-04-22T10:00:00.000Z', endDate: '2024-04-28T10:00:00.000Z' };
    const analysis = await loadGlucoseAnalysis(database.pool, meterUser, range, TARGET, { agp: false, episodes: false });
    expect(analysis.metrics).toMatchObject({ source: 'meter', wear: null, gmi: null, episodes: null });
    expect(analysis.metrics.count).toBeGreaterThan(10);
    expect(analysis.metrics).toEqual({ ...fromRawSamples(meterSamples, range).metrics, episodes: null });
  });
});

describe('a chart of whole-hour buckets from the days\' hourly sums', () => {
  const bounded = RANGES.filter((range): range is Required<GlucoseRange> => Boolean(range.startDate && range.endDate));
  const cases = bounded.flatMap((range) => [60, 120, 1440].map((bucketMinutes) => [range, bucketMinutes] as const));

  it.each(cases)('draws %j in buckets of %i minutes as a scan of the readings does', async (range, bucketMinutes) => {
    const instants = { start: new Date(range.startDate), end: new Date(range.endDate) };
    for (const [userId, samples] of [[cgmUser, cgmSamples], [meterUser, meterSamples]] as const) {
      const analysis = await loadGlucoseAnalysis(database.pool, userId, range, TARGET, { hours: true, agp: false, episodes: false });
      // A scan that may return no reading as it is: every reading goes into a bucket.
      const scanned = await glucoseChart(database.pool, userId, instants, 0, bucketMinutes);
      expect(chartOfHours(analysis.hours!, bucketMinutes).points).toEqual(scanned.points);
      const inRange = samples.filter((sample) => epochMsOf(sample.timestamp) >= instants.start.getTime() && epochMsOf(sample.timestamp) <= instants.end.getTime());
      expect(analysis.metrics.readings.cgm + analysis.metrics.readings.meter).toBe(inRange.length);
    }
  });

  it('has buckets to compare in most ranges, and reads no hourly sums unless asked', async () => {
    const scanned = await glucoseChart(database.pool, cgmUser, { start: new Date(RANGES[1]!.startDate!), end: new Date(RANGES[1]!.endDate!) }, 0, 120);
    expect(scanned.points.length).toBeGreaterThan(700);
    expect((await loadGlucoseAnalysis(database.pool, cgmUser, RANGES[1]!, TARGET)).hours).toBeUndefined();
  });
});
