import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeGlucoseMetrics, DEFAULT_TARGET_RANGE, glucoseStatsSchema } from '@glyco/contracts';
import { presentGlucoseStats } from '@glyco/projections/glucose-daily/present-stats';
import { startTestApp, type TestApp } from '../testing/test-app';
import type { TestClient } from '../testing/test-client';
import { logReadings, signedInClient } from './glucose-test-support';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const march = (day: number, time = '08:00:00') => `2024-03-${String(day).padStart(2, '0')}T${time}.000Z`;
const MARCH_1_TO_10 = `?startDate=${march(1, '00:00:00')}&endDate=2024-03-10T23:59:59.999Z`;
const statsOf = async (client: TestClient, query = '') => {
  const response = await client.get(`/api/glucose/stats/overview${query}`);
  expect(response.status).toBe(200);
  expect(glucoseStatsSchema.strict().parse(response.body)).toEqual(response.body);
  return response.body;
};

describe('GET /api/glucose/stats/overview', () => {
  it('golden: ten readings whose figures were worked out by hand', async () => {
    const client = await signedInClient(app, 'Golden');
    const values = [50, 60, 80, 100, 120, 140, 160, 200, 240, 300];
    await logReadings(client, values.map((value, index) => ({ value, timestamp: march(index + 1) })));
    // Just outside the range on either side: counted only without a range.
    await logReadings(client, [{ value: 400, timestamp: '2024-02-29T23:59:59.999Z' }, { value: 25, timestamp: '2024-03-11T00:00:00.000Z' }]);

    // mean 1450/10 = 145; squared deviations sum to 59450, SD = sqrt(59450/9) = 81.27;
    // CV = 81.27/145 = 56.05 %; GMI = 3.31 + 0.02392 x 145 = 6.78 %.
    expect(await statsOf(client, MARCH_1_TO_10)).toEqual({
      average: 145,
      min: 50,
      max: 300,
      inRangePercentage: 50,
      belowRangePercentage: 20,
      aboveRangePercentage: 30,
      count: 10,
      sd: 81.3,
      cv: 56.1,
      gmi: 6.8,
      bands: { veryLow: 10, low: 10, inRange: 50, high: 20, veryHigh: 10 },
      daysCovered: 10,
      // 10 of the 2880 five-minute slots of ten days.
      cgmActivePercentage: 0.3,
      sufficient: false,
    });
    expect(await statsOf(client)).toMatchObject({ count: 12, min: 25, max: 400, daysCovered: 12 });

    await client.put('/api/auth/profile', { name: 'Golden', email: (await client.get('/api/auth/me')).body.email, targetGlucoseRange: { min: 90, max: 150 } });
    expect(await statsOf(client, MARCH_1_TO_10)).toMatchObject({ belowRangePercentage: 30, inRangePercentage: 30, aboveRangePercentage: 40, bands: { inRange: 50 } });
  });

  it('after updates and deletes equals the stats of the surviving readings computed from scratch', async () => {
    const edited = await signedInClient(app, 'Edited');
    const fresh = await signedInClient(app, 'Fresh');
    const initial = [
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
    const put = async (index: number, change: Record<string, unknown>) => {
      const response = await edited.put(`/api/glucose/${ids[index]}`, { ...initial[index], ...change, mealContext: 'Fasting', readingType: 'CGM', feeling: 'Normal' });
      expect(response.status).toBe(200);
    };
    await put(2, { value: 5.1, unit: 'mmol/L' });
    await put(3, { timezoneOffsetMinutes: -840 });
    await put(4, { timestamp: march(9, '06:00:00'), value: 62 });
    await put(6, { value: 600 });
    expect((await edited.delete(`/api/glucose/${ids[5]}`)).status).toBe(200);
    expect((await edited.delete(`/api/glucose/${ids[0]}`)).status).toBe(200);

    const surviving = [initial[1]!, { ...initial[2]!, value: 5.1 * 18.01559 }, { ...initial[3]!, timezoneOffsetMinutes: -840 }, { value: 62, timestamp: march(9, '06:00:00') }, { ...initial[6]!, value: 600 }, initial[7]!];
    await logReadings(fresh, surviving);

    for (const query of ['', MARCH_1_TO_10, `?startDate=${march(3, '00:00:00')}&endDate=${march(9, '12:00:00')}`, `?endDate=${march(4)}`]) {
      expect(await statsOf(edited, query)).toEqual(await statsOf(fresh, query));
    }
    const period = { start: march(1, '00:00:00'), end: '2024-03-11T00:00:00.000Z' };
    const fromScratch = presentGlucoseStats(computeGlucoseMetrics(surviving, DEFAULT_TARGET_RANGE, period));
    expect(await statsOf(edited, MARCH_1_TO_10)).toEqual(fromScratch);
    expect(fromScratch.count).toBe(6);
  });

  it("never counts another user's readings; an empty range answers nulls and zeros", async () => {
    const owner = await signedInClient(app, 'Owner');
    await logReadings(owner, [{ value: 150, timestamp: march(15) }]);
    const stranger = await signedInClient(app, 'Stranger');
    expect(await statsOf(stranger)).toEqual({
      average: null,
      min: null,
      max: null,
      inRangePercentage: 0,
      belowRangePercentage: 0,
      aboveRangePercentage: 0,
      count: 0,
      sd: null,
      cv: null,
      gmi: null,
      bands: { veryLow: 0, low: 0, inRange: 0, high: 0, veryHigh: 0 },
      daysCovered: 0,
      cgmActivePercentage: 0,
      sufficient: false,
    });
    expect(await statsOf(owner)).toMatchObject({ count: 1, average: 150 });
  });

  it('rejects an end before the start', async () => {
    const client = await signedInClient(app, 'Ranger');
    const response = await client.get(`/api/glucose/stats/overview?startDate=${march(2)}&endDate=${march(1)}`);
    expect(response.status).toBe(400);
    expect(response.body.errors.endDate).toBe('End date must not be before start date');
  });
});
