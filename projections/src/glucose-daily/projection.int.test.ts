import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCounts, digestByLocalDay, mergeTallies, unpackRuns, type GlucoseDayDigest, type GlucoseReadingLoggedData } from '@glyco/contracts';
import type { RecordedEvent } from '@glyco/event-store';
import { createTestDatabase, type TestDatabase } from '@glyco/runtime/testing';
import { inLogicalTables } from '../engine/fixtures/logical-tables';
import { COPY_MIN_ROWS } from '../engine/copy-rows';
import { recordQueryTexts } from '../engine/fixtures/query-texts';
import type { ProjectionContext } from '../engine/projection';
import { glucoseDailyProjection } from './projection';
import { eventRecorder, inMmol, loggedReading, sampleOf } from './testing/events';

let database: TestDatabase;
const inTransaction = (work: (ctx: ProjectionContext) => Promise<void>) => inLogicalTables(database.pool, work);
const applyOneByOne = (events: readonly RecordedEvent[]) => inTransaction(async (ctx) => {
  for (const event of events) await glucoseDailyProjection.apply(ctx, event);
});
const applyAsBatch = (events: readonly RecordedEvent[]) => inTransaction((ctx) => glucoseDailyProjection.applyBatch!(ctx, events));

beforeAll(async () => {
  database = await createTestDatabase();
  await inTransaction((ctx) => glucoseDailyProjection.init(ctx));
});
afterAll(async () => {
  await database?.drop();
});

/** A person's stored days, as the engine's digests. */
async function storedDigests(userId: string): Promise<GlucoseDayDigest[]> {
  const result = await database.pool.query(
    `SELECT local_date::text AS date, source, count, sum, sum_squares, min_decimg, max_decimg, band_counts, tight_count, first_at, last_at,
            gap_counts, histogram, time_of_day, runs, hours
       FROM glucose_daily WHERE user_id = $1 ORDER BY local_date, source`,
    [userId],
  );
  return result.rows.map((row) => ({
    date: row.date, source: row.source,
    tally: {
      count: row.count, sum: Number(row.sum), sumSquares: Number(row.sum_squares), minDecimg: row.min_decimg, maxDecimg: row.max_decimg,
      bandCounts: row.band_counts, tightCount: row.tight_count, firstAt: row.first_at.getTime(), lastAt: row.last_at.getTime(), gapCounts: row.gap_counts,
    },
    histogram: row.histogram, timeOfDay: row.time_of_day, runs: unpackRuns(row.runs), hours: row.hours,
  }));
}

/** A person's month rows: tally and value histogram. */
async function storedMonths(userId: string) {
  const result = await database.pool.query(
    `SELECT month::text AS month, source, count, sum, sum_squares, min_decimg, max_decimg, band_counts, tight_count, first_at, last_at, gap_counts, histogram
       FROM glucose_monthly WHERE user_id = $1 ORDER BY month, source`,
    [userId],
  );
  return result.rows.map((row) => ({
    month: row.month, source: row.source, histogram: row.histogram,
    tally: {
      count: row.count, sum: Number(row.sum), sumSquares: Number(row.sum_squares), minDecimg: row.min_decimg, maxDecimg: row.max_decimg,
      bandCounts: row.band_counts, tightCount: row.tight_count, firstAt: row.first_at.getTime(), lastAt: row.last_at.getTime(), gapCounts: row.gap_counts,
    },
  }));
}

/** The engine's merge of each calendar month's digests (target counts aside: they depend on the person's target). */
function monthsOf(digests: readonly GlucoseDayDigest[]) {
  const groups = new Map<string, GlucoseDayDigest[]>();
  for (const digest of digests) {
    const key = `${digest.date.slice(0, 7)}-01 ${digest.source}`;
    groups.set(key, [...(groups.get(key) ?? []), digest]);
  }
  return [...groups.entries()].map(([key, group]) => {
    const [month, source] = key.split(' ') as [string, string];
    const { targetCounts: _targetCounts, ...tally } = mergeTallies(group.map((digest) => ({ ...digest.tally, targetCounts: { below: 0, inRange: 0, above: 0 } })));
    const histogram: Record<string, number> = {};
    for (const digest of group) addCounts(histogram, digest.histogram);
    return { month, source, histogram, tally };
  });
}

/** A night with a low crossing local midnight, finger-sticks, and readings that will be corrected, moved and deleted. */
function history(userId: string) {
  const record = eventRecorder();
  const night = Array.from({ length: 12 }, (_, index) =>
    loggedReading(userId, index < 4 || index > 8 ? 120 : 62, new Date(Date.parse('2024-01-01T22:40:00.000Z') + index * 300_000).toISOString(), 60));
  const finger = inMmol(loggedReading(userId, 0, '2024-01-02T07:00:00.000Z', 60, 'Manual'), 5.6);
  const lab = loggedReading(userId, 140, '2024-01-02T10:00:00.000Z', 0, 'Lab');
  const moved = loggedReading(userId, 260, '2024-02-02T10:03:00.000Z');
  const deleted = loggedReading(userId, 90, '2024-01-03T05:00:00.000Z', -360);
  const logs = [...night, finger, lab, moved, deleted].map((reading) => record('GlucoseReadingLogged', { ...reading }));
  const movedTo: GlucoseReadingLoggedData = { ...moved, valueMgdl: 150.26, timestamp: '2024-01-04T08:00:00.000Z' };
  const asMeter: GlucoseReadingLoggedData = { ...night[6]!, readingType: 'Manual' };
  const corrected: GlucoseReadingLoggedData = { ...night[2]!, valueMgdl: 45 };
  const changes = [
    record('GlucoseReadingUpdated', { ...movedTo }),
    record('GlucoseReadingUpdated', { ...asMeter }),
    record('GlucoseReadingDeleted', { readingId: deleted.readingId, userId }),
    record('GlucoseReadingUpdated', { ...corrected }),
    record('GlucoseReadingDeleted', { readingId: lab.readingId, userId }),
  ];
  const live = [...night.map((reading, index) => (index === 2 ? corrected : index === 6 ? asMeter : reading)), finger, movedTo];
  return { events: [...logs, ...changes], live };
}

/** The person's stored days and months are those of these live readings. */
/** A sensor's readings every 5 minutes from `from`, logged with a time zone offset of 60 minutes. */
const sensorReadings = (userId: string, count: number, from: string) =>
  Array.from({ length: count }, (_, index) =>
    loggedReading(userId, 70 + ((index * 37) % 200), new Date(Date.parse(from) + index * 300_000).toISOString(), 60));

async function expectDaysAndMonthsOf(userId: string, live: readonly GlucoseReadingLoggedData[]): Promise<void> {
  // Readings of one instant are digested in the order of their ids, as the read model reads them.
  const byTimeThenId = [...live].sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp) || (a.readingId < b.readingId ? -1 : 1));
  const expected = digestByLocalDay(byTimeThenId.map(sampleOf));
  expect(await storedDigests(userId)).toEqual(expected);
  expect(await storedMonths(userId)).toEqual(monthsOf(expected));
}

describe('glucose_daily projection', () => {
  it('keeps each day equal to the digest of its live readings after logs, corrections, moves and deletes', async () => {
    const userId = randomUUID();
    const { events, live } = history(userId);
    await applyOneByOne(events);
    const expected = digestByLocalDay(live.map(sampleOf));
    expect(expected.map((day) => `${day.date} ${day.source}`)).toEqual(['2024-01-01 cgm', '2024-01-02 cgm', '2024-01-02 meter', '2024-01-04 cgm']);
    expect(await storedDigests(userId)).toEqual(expected);
    expect(await storedMonths(userId)).toEqual(monthsOf(expected));
    expect((await storedMonths(userId)).map((month) => `${month.month} ${month.source}`)).toEqual(['2024-01-01 cgm', '2024-01-01 meter']);
  });

  it("extends a day and its month with a sensor's next readings, and digests them again for a late one", async () => {
    const userId = randomUUID();
    const record = eventRecorder();
    const values = [150, 120, 90, 69, 65, 52, 50, 60, 75, 110, 190, 260, 270, 240, 200, 180, 160, 140, 120, 100];
    const sensor = values.map((value, index) => loggedReading(userId, value, new Date(Date.parse('2024-05-31T22:55:00.000Z') + index * 300_000).toISOString()));
    const logs = sensor.map((reading) => record('GlucoseReadingLogged', { ...reading }));
    await applyAsBatch(logs.slice(0, 6));
    await applyOneByOne(logs.slice(6, 12));
    await applyAsBatch(logs.slice(12));
    await expectDaysAndMonthsOf(userId, sensor);
    expect((await storedMonths(userId)).map((month) => month.month)).toEqual(['2024-05-01', '2024-06-01']);

    const late = loggedReading(userId, 300, '2024-05-31T23:02:00.000Z');
    await applyOneByOne([record('GlucoseReadingLogged', { ...late })]);
    await expectDaysAndMonthsOf(userId, [...sensor, late]);
  });

  it('extends a day backwards with readings before its first (a backfill, newest first), and digests again one at its first instant', async () => {
    const userId = randomUUID();
    const record = eventRecorder();
    const values = [100, 95, 88, 72, 66, 58, 52, 61, 80, 130, 185, 190, 255, 240, 170, 150, 140, 120];
    const sensor = values.map((value, index) => loggedReading(userId, value, new Date(Date.parse('2024-06-30T23:10:00.000Z') + index * 300_000).toISOString()));
    const newestFirst = [...sensor].reverse().map((reading) => record('GlucoseReadingLogged', { ...reading }));
    await applyAsBatch(newestFirst.slice(0, 5));
    await applyOneByOne(newestFirst.slice(5, 9));
    await applyAsBatch(newestFirst.slice(9));
    await expectDaysAndMonthsOf(userId, sensor);
    expect((await storedMonths(userId)).map((month) => month.month)).toEqual(['2024-06-01', '2024-07-01']);

    const sameInstant = loggedReading(userId, 210, sensor[0]!.timestamp);
    await applyOneByOne([record('GlucoseReadingLogged', { ...sameInstant })]);
    await expectDaysAndMonthsOf(userId, [...sensor, sameInstant]);
  });

  it('stores the same days whether the events come one by one or in batches, and redelivery changes nothing', async () => {
    const single = history(randomUUID());
    const batched = history(randomUUID());
    await applyOneByOne(single.events);
    await applyAsBatch(batched.events.slice(0, 7));
    await applyAsBatch(batched.events.slice(7));
    const expected = await storedDigests(single.live[0]!.userId);
    expect(await storedDigests(batched.live[0]!.userId)).toEqual(expected);

    await applyAsBatch(batched.events);
    await applyOneByOne(batched.events);
    // The log of a since moved and of a since deleted reading, alone.
    await applyAsBatch([batched.events[14]!, batched.events[15]!]);
    expect(await storedDigests(batched.live[0]!.userId)).toEqual(expected);
    expect(await storedMonths(batched.live[0]!.userId)).toEqual(monthsOf(expected));
  });

  it("copies a sensor's batch of readings and digests its days as they are, a redelivery changing nothing", async () => {
    const userId = randomUUID();
    const record = eventRecorder();
    const sensor = sensorReadings(userId, COPY_MIN_ROWS + 76, '2024-03-01T00:02:00.000Z');
    const events = sensor.map((reading) => record('GlucoseReadingLogged', { ...reading }));
    const texts: string[] = [];
    await inTransaction(async (ctx) => {
      const sent = recordQueryTexts(ctx.sql, texts);
      try {
        await glucoseDailyProjection.applyBatch!(ctx, events);
      } finally {
        sent.stop();
      }
    });
    expect(texts.filter((text) => /^COPY .*glucose_daily_readings/.test(text))).toHaveLength(1);
    await expectDaysAndMonthsOf(userId, sensor);

    await applyAsBatch(events);
    const corrected = { ...sensor[10]!, valueMgdl: 41 };
    await applyAsBatch([record('GlucoseReadingUpdated', { ...corrected })]);
    await expectDaysAndMonthsOf(userId, sensor.map((reading, index) => (index === 10 ? corrected : reading)));
  });

  it('catches a small batch whose new readings were logged before, and folds it again', async () => {
    const userId = randomUUID();
    const record = eventRecorder();
    const late = loggedReading(userId, 180, '2024-05-10T23:58:00.000Z', 0);
    const earlier = loggedReading(userId, 110, '2024-05-10T23:50:00.000Z', 0);
    const logged = [record('GlucoseReadingLogged', { ...late }), record('GlucoseReadingLogged', { ...earlier })];
    await applyAsBatch(logged);
    const moved = { ...late, timestamp: '2024-05-11T08:00:00.000Z' };
    await applyAsBatch([record('GlucoseReadingUpdated', { ...moved })]);
    const fresh = loggedReading(userId, 95, '2024-05-11T09:00:00.000Z', 0);

    // The moved reading's first event again, after its day's last reading, beside a new one.
    await applyAsBatch([logged[0]!, record('GlucoseReadingLogged', { ...fresh })]);

    await expectDaysAndMonthsOf(userId, [moved, earlier, fresh]);
  });

  it('folds a copied batch again over every stored reading when some of its readings were applied before', async () => {
    const userId = randomUUID();
    const record = eventRecorder();
    const sensor = sensorReadings(userId, COPY_MIN_ROWS + 200, '2024-04-01T00:02:00.000Z');
    const logged = sensor.map((reading) => record('GlucoseReadingLogged', { ...reading }));
    const early = { ...sensor[3]!, valueMgdl: 44 };
    const late = { ...sensor.at(-5)!, valueMgdl: 333 };
    await applyAsBatch(logged.slice(0, 100));
    // New readings and a correction of one applied before, whose stored state must be looked up.
    await applyAsBatch([...logged.slice(100, COPY_MIN_ROWS + 150), record('GlucoseReadingUpdated', { ...early })]);
    // Every reading again (the corrected one's first state too), new ones, and a correction of one of those.
    await applyAsBatch([...logged, record('GlucoseReadingUpdated', { ...late })]);
    await expectDaysAndMonthsOf(userId, sensor.map((reading, index) => (index === 3 ? early : index === sensor.length - 5 ? late : reading)));
  });

  it('counts a reading entered in mmol/L in its mmol/L band, extended or digested again, and in mg/dL once corrected to mg/dL', async () => {
    const userId = randomUUID();
    const record = eventRecorder();
    const mmol = [10.0, 10.0, 13.9, 7.8, 10.1, 3.9];
    const sensor = mmol.map((value, index) => inMmol(loggedReading(userId, 0, new Date(Date.parse('2024-08-01T10:00:00.000Z') + index * 300_000).toISOString()), value));
    const logs = sensor.map((reading) => record('GlucoseReadingLogged', { ...reading }));
    await applyAsBatch(logs.slice(0, 3));
    await applyOneByOne(logs.slice(3));
    await expectDaysAndMonthsOf(userId, sensor);
    const [day] = await storedDigests(userId);
    // 10.0, 10.0, 7.8 and 3.9 in range; 13.9 and 10.1 high; 7.8 and 3.9 in tight range.
    expect([day!.tally.bandCounts, day!.tally.tightCount]).toEqual([[0, 0, 4, 2, 0], 2]);

    const asMgdl = { ...sensor[0]!, entered: { value: sensor[0]!.valueMgdl, unit: 'mg/dL' as const } };
    await applyAsBatch([record('GlucoseReadingUpdated', { ...asMgdl })]);
    await expectDaysAndMonthsOf(userId, [asMgdl, ...sensor.slice(1)]);
    expect((await storedDigests(userId))[0]!.tally.bandCounts).toEqual([0, 0, 3, 3, 0]);
  });

  it("keeps people's days apart", async () => {
    const first = history(randomUUID());
    const second = history(randomUUID());
    await applyAsBatch([...first.events, ...second.events]);
    expect(await storedDigests(first.live[0]!.userId)).toEqual(digestByLocalDay(first.live.map(sampleOf)));
    expect(await storedDigests(second.live[0]!.userId)).toEqual(digestByLocalDay(second.live.map(sampleOf)));
    expect(await storedMonths(first.live[0]!.userId)).toEqual(monthsOf(digestByLocalDay(first.live.map(sampleOf))));
  });
});
