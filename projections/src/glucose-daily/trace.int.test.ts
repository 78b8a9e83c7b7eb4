import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { glucoseTraceQuerySchema, type GlucoseReadingLoggedData } from '@glyco/contracts';
import { createTestDatabase, type TestDatabase } from '@glyco/runtime/testing';
import { inLogicalTables } from '../engine/fixtures/logical-tables';
import { glucoseDailyProjection } from './projection';
import { eventRecorder, inMmol, loggedReading } from './testing/events';
import { loadGlucoseTrace } from './trace';

let database: TestDatabase;
const TARGET = { min: 70, max: 180 };
const START = Date.parse('2024-03-01T00:00:00.000Z');
const DAYS = 90;
const user = randomUUID();
const record = eventRecorder();
let deletedId: string;

/** 90 days of 5-minute sensor readings swinging 40-200 mg/dL every 100 minutes, and a finger-stick of 300 on day 10. */
function readings(): GlucoseReadingLoggedData[] {
  const sensor = Array.from({ length: DAYS * 288 }, (_, slot) => loggedReading(user, 120 + 80 * Math.sin((slot * 2 * Math.PI) / 20), new Date(START + slot * 300_000).toISOString()));
  const finger = loggedReading(user, 300, new Date(START + 10 * 86_400_000 + 1_000).toISOString(), 0, 'Manual');
  return [...sensor, finger];
}

beforeAll(async () => {
  database = await createTestDatabase();
  const logged = readings();
  deletedId = logged[5]!.readingId;
  await inLogicalTables(database.pool, async (ctx) => {
    await glucoseDailyProjection.init(ctx);
    const events = logged.map((reading) => record('GlucoseReadingLogged', { ...reading }));
    events.push(record('GlucoseReadingDeleted', { readingId: deletedId, userId: user }));
    for (let from = 0; from < events.length; from += 1000) await glucoseDailyProjection.applyBatch!(ctx, events.slice(from, from + 1000));
  });
});
afterAll(async () => {
  await database?.drop();
});

const query = (startDate: string, endDate: string, buckets?: number) => glucoseTraceQuerySchema.parse({ startDate, endDate, buckets });

describe('loadGlucoseTrace', () => {
  it('folds 90 days into at most the buckets asked for, each with the extremes and mean of its readings', async () => {
    const end = new Date(START + DAYS * 86_400_000 - 1).toISOString();
    const trace = await loadGlucoseTrace(database.pool, user, query(new Date(START).toISOString(), end, 300), TARGET);
    expect(trace.bucketMinutes).toBe(480);
    expect(trace.buckets.length).toBeLessThanOrEqual(300);
    expect(trace.buckets.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(DAYS * 288 - 1 + 1);
    const first = trace.buckets[0]!;
    expect(first.start).toBe(new Date(START).toISOString());
    expect(first.min).toBeCloseTo(40, 0);
    expect(first.max).toBeCloseTo(200, 0);
    expect(first.below).toBeGreaterThan(0);
    expect(first.above).toBeGreaterThan(0);
    expect(Math.max(...trace.buckets.map((bucket) => bucket.max))).toBe(300);
  });

  it('keeps every reading of a day in its own 5-minute bucket, and leaves out a deleted one', async () => {
    const trace = await loadGlucoseTrace(database.pool, user, query(new Date(START).toISOString(), new Date(START + 86_400_000 - 1).toISOString()), TARGET);
    expect(trace.bucketMinutes).toBe(5);
    expect(trace.buckets).toHaveLength(287);
    expect(trace.buckets.every((bucket) => bucket.count === 1 && bucket.min === bucket.max && bucket.max === bucket.mean)).toBe(true);
    expect(trace.buckets.map((bucket) => bucket.start)).not.toContain(new Date(START + 5 * 300_000).toISOString());
  });

  it('counts a reading below or above the target in the unit it was entered in: 10.0 mmol/L (180.2 mg/dL) is within 70-180 mg/dL', async () => {
    const person = randomUUID();
    const at = (minute: number) => new Date(Date.parse('2024-09-01T08:00:00.000Z') + minute * 60_000).toISOString();
    const logged = [inMmol(loggedReading(person, 0, at(0)), 10.0), inMmol(loggedReading(person, 0, at(5)), 10.1), inMmol(loggedReading(person, 0, at(10)), 3.9), loggedReading(person, 180.2, at(15))];
    await inLogicalTables(database.pool, (ctx) => glucoseDailyProjection.applyBatch!(ctx, logged.map((reading) => record('GlucoseReadingLogged', { ...reading }))));
    const trace = await loadGlucoseTrace(database.pool, person, query(at(0), at(19)), TARGET);
    expect(trace.buckets.map((bucket) => [bucket.below, bucket.above])).toEqual([[0, 0], [0, 1], [0, 0], [0, 1]]);
  });

  it('answers no buckets for a range without readings', async () => {
    const trace = await loadGlucoseTrace(database.pool, user, query('2023-01-01T00:00:00.000Z', '2023-02-01T00:00:00.000Z'), TARGET);
    expect(trace.buckets).toEqual([]);
  });

  it('refuses a query without its ends or with too many buckets', () => {
    const issues = (input: object) => glucoseTraceQuerySchema.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(issues({ endDate: '2024-03-01T00:00:00.000Z' })).toEqual(['Start date is required']);
    expect(issues({ startDate: '2024-03-01T00:00:00.000Z', endDate: '2024-03-02T00:00:00.000Z', buckets: '1001' })).toEqual(['Buckets must be at most 1000']);
    expect(issues({ startDate: '2024-03-02T00:00:00.000Z', endDate: '2024-03-01T00:00:00.000Z' })).toEqual(['End date must not be before start date']);
  });
});
