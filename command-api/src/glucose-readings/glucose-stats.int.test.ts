import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeGlucoseMetrics, DEFAULT_TARGET_RANGE, glucoseStatsOf, glucoseStatsSchema, API_ROUTES, fillPath } from '@glyco/contracts';
import { startTestApp, type TestApp, type TestClient } from '@glyco/testing';
import { expectedStats, queryOf, type InstantRange, type LoggedReading } from './glucose-metrics-test-support';
import { logReadings, signedInClient } from './glucose-test-support';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const march = (day: number, time = '08:00:00') => `2024-03-${String(day).padStart(2, '0')}T${time}.000Z`;
const MARCH_1_TO_10 = { startDate: march(1, '00:00:00'), endDate: '2024-03-10T23:59:59.999Z' };
const statsOf = async (client: TestClient, range: InstantRange = {}) => {
  const response = await client.get(`${API_ROUTES.glucose.stats.path}${queryOf(range)}`);
  expect(response.status).toBe(200);
  expect(glucoseStatsSchema.strict().parse(response.body)).toEqual(response.body);
  return response.body;
};

describe('GET /api/glucose/stats/overview', () => {
  it('golden: ten finger-sticks whose figures were worked out by hand', async () => {
    const client = await signedInClient(app, 'Golden');
    const values = [50, 60, 80, 100, 120, 140, 160, 200, 240, 300];
    await logReadings(client, values.map((value, index) => ({ value, timestamp: march(index + 1) })));
    // Just outside the range on either side: counted only without a range.
    await logReadings(client, [{ value: 400, timestamp: '2024-02-29T23:59:59.999Z' }, { value: 25, timestamp: '2024-03-11T00:00:00.000Z' }]);

    // mean 1450/10 = 145; squared deviations sum to 59450, SD = sqrt(59450/9) = 81.27;
    // CV = 81.27/145 = 56.05 %. Finger-sticks: meter figures, no GMI, GRI, wear or goals.
    expect(await statsOf(client, MARCH_1_TO_10)).toMatchObject({
      source: 'meter', count: 10, readings: { cgm: 0, meter: 10 },
      average: 145, mean: 145, min: 50, max: 300, sd: 81.3, cv: 56.1, gmi: null, gri: null, wear: null, episodes: null, goals: [],
      inRangePercentage: 50, belowRangePercentage: 20, aboveRangePercentage: 30,
      bands: { veryLow: 10, low: 10, inRange: 50, high: 20, veryHigh: 10 },
      window: { start: MARCH_1_TO_10.startDate, end: '2024-03-11T00:00:00.000Z' },
    });
    expect(await statsOf(client)).toMatchObject({ count: 12, min: 25, max: 400, window: { start: null, end: null } });

    await client.put(API_ROUTES.accounts.updateProfile.path, { name: 'Golden', email: (await client.get(API_ROUTES.accounts.me.path)).body.email, targetGlucoseRange: { min: 90, max: 150 } });
    expect(await statsOf(client, MARCH_1_TO_10)).toMatchObject({ belowRangePercentage: 30, inRangePercentage: 30, aboveRangePercentage: 40, bands: { inRange: 50 } });
  });

  it('equals the engine on the raw sensor readings, partial days at both ends included, from mmol/L input', async () => {
    const client = await signedInClient(app, 'Sensor');
    // 40 hours of 15-minute sensor readings in mmol/L in UTC+2, with a low at dawn and a high after lunch, and two finger-sticks.
    const readings: LoggedReading[] = Array.from({ length: 160 }, (_, index) => ({
      value: index % 96 >= 16 && index % 96 < 20 ? 3.4 : index % 96 >= 50 && index % 96 < 58 ? 13.2 + (index % 3) / 10 : 5.5 + (index % 7) / 10,
      unit: 'mmol/L', timestamp: new Date(Date.parse(march(4, '21:00:00')) + index * 900_000).toISOString(), timezoneOffsetMinutes: 120, readingType: 'CGM',
    }));
    readings.push({ value: 6.1, unit: 'mmol/L', timestamp: march(5, '07:00:00'), readingType: 'Manual' }, { value: 110, timestamp: march(6, '07:00:00'), readingType: 'Lab' });
    await logReadings(client, readings);
    const ranges = [{}, { startDate: march(5, '05:13:00'), endDate: march(6, '03:59:59') }, { startDate: march(4, '00:00:00'), endDate: march(7, '00:00:00') }, { endDate: march(5, '12:00:00') }];
    for (const range of ranges) expect(await statsOf(client, range)).toEqual(expectedStats(readings, range));
    expect(await statsOf(client, ranges[2])).toMatchObject({ source: 'cgm', readings: { cgm: 160, meter: 2 }, wear: { samplingIntervalMinutes: 15 } });
  });

  it('counts 100 sensor readings of 10.0 mmol/L (180.2 mg/dL) as 100 % in range: each reading in the unit it was logged in', async () => {
    const client = await signedInClient(app, 'Millimolar');
    const readings: LoggedReading[] = Array.from({ length: 100 }, (_, index) => ({
      value: 10.0, unit: 'mmol/L', timestamp: new Date(Date.parse(march(12, '20:00:00')) + index * 300_000).toISOString(), readingType: 'CGM',
    }));
    await logReadings(client, readings);
    // Whole days from the stored digests, and a range that cuts the readings, digested from them.
    for (const range of [{ startDate: march(12, '00:00:00'), endDate: march(13, '23:59:59') }, { startDate: march(12, '23:00:00'), endDate: march(13, '02:00:00') }]) {
      expect(await statsOf(client, range)).toMatchObject({
        source: 'cgm', inRangePercentage: 100, aboveRangePercentage: 0, tightRangePercent: 0, mean: 180.2,
        bands: { veryLow: 0, low: 0, inRange: 100, high: 0, veryHigh: 0 }, targetPercent: { below: 0, inRange: 100, above: 0 },
      });
      expect(await statsOf(client, range)).toEqual(expectedStats(readings, range));
    }
  });

  it('after updates, moves and deletes equals the engine on the surviving readings', async () => {
    const edited = await signedInClient(app, 'Edited');
    const initial: LoggedReading[] = [
      { value: 45, timestamp: march(1, '00:30:00'), timezoneOffsetMinutes: -300 },
      { value: 95, timestamp: march(2, '23:30:00'), timezoneOffsetMinutes: 60 },
      { value: 95, timestamp: march(3, '12:00:00') },
      { value: 180, timestamp: march(4, '12:00:00'), timezoneOffsetMinutes: 840 },
      { value: 181, timestamp: march(5, '12:02:00') },
      { value: 250.04, timestamp: march(5, '12:04:00') },
      { value: 333, timestamp: march(7, '20:00:00'), timezoneOffsetMinutes: -600 },
      { value: 70, timestamp: march(10, '23:00:00') },
    ];
    const ids = await logReadings(edited, initial);
    const surviving = [...initial];
    const put = async (index: number, change: Partial<LoggedReading>) => {
      surviving[index] = { ...initial[index]!, readingType: 'CGM', ...change };
      const response = await edited.put(fillPath(API_ROUTES.glucose.update.path, { id: ids[index]! }), { ...surviving[index], mealContext: 'Fasting', feeling: 'Normal' });
      expect(response.status).toBe(200);
    };
    await put(2, { value: 5.1, unit: 'mmol/L' });
    await put(3, { timezoneOffsetMinutes: -840, readingType: 'Manual' });
    await put(4, { timestamp: march(9, '06:00:00'), value: 62 });
    await put(6, { value: 600 });
    expect((await edited.delete(fillPath(API_ROUTES.glucose.delete.path, { id: ids[5]! }))).status).toBe(204);
    expect((await edited.delete(fillPath(API_ROUTES.glucose.delete.path, { id: ids[0]! }))).status).toBe(204);
    surviving.splice(5, 1);
    surviving.splice(0, 1);

    for (const range of [{}, MARCH_1_TO_10, { startDate: march(3, '00:00:00'), endDate: march(9, '12:00:00') }, { endDate: march(4) }]) {
      expect(await statsOf(edited, range)).toEqual(expectedStats(surviving, range));
    }
    expect(await statsOf(edited, MARCH_1_TO_10)).toMatchObject({ source: 'cgm', count: 3, readings: { cgm: 3, meter: 3 } });
  });

  it("never counts another user's readings; an empty range answers nulls and zeros", async () => {
    const owner = await signedInClient(app, 'Owner');
    await logReadings(owner, [{ value: 150, timestamp: march(15) }]);
    const stranger = await signedInClient(app, 'Stranger');
    expect(await statsOf(stranger)).toEqual(glucoseStatsOf(computeGlucoseMetrics({ cgm: null, meter: null, target: DEFAULT_TARGET_RANGE })));
    expect(await statsOf(stranger)).toMatchObject({ source: 'none', average: null, count: 0, inRangePercentage: 0 });
    expect(await statsOf(owner)).toMatchObject({ count: 1, average: 150 });
  });

  it('rejects an end before the start', async () => {
    const client = await signedInClient(app, 'Ranger');
    const response = await client.get(`${API_ROUTES.glucose.stats.path}?startDate=${march(2)}&endDate=${march(1)}`);
    expect(response.status).toBe(400);
    expect(response.body.errors.endDate).toBe('End date must not be before start date');
  });
});
