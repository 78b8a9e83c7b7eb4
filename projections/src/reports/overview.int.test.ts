import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyseDigests, digestByLocalDay, reportOverviewSchema, API_ROUTES, type GlucoseSample } from '@glyco/contracts';
import { startTestApp, type TestApp, RANGE, registeredClient, seedKnownData, seedOtherUserData } from '@glyco/testing';
import { loadReportOverview } from './overview';

let app: TestApp;
let owner: Awaited<ReturnType<typeof registeredClient>>;
let other: Awaited<ReturnType<typeof registeredClient>>;
/** The owner's readings inside RANGE (seedKnownData): finger-sticks at UTC+1. */
const KNOWN_READINGS_IN_RANGE: GlucoseSample[] = [
  [100, '2024-03-01T08:00:00.000Z'], [200, '2024-03-01T12:00:00.000Z'], [70, '2024-03-02T08:00:00.000Z'], [150, '2024-03-02T20:00:00.000Z'],
].map(([value, timestamp]) => ({ value: Number(value), timestamp: String(timestamp), timezoneOffsetMinutes: 60, source: 'meter' }));
const overviewPath = `${API_ROUTES.reports.overview.path}?startDate=${RANGE.startDate}&endDate=${RANGE.endDate}`;

beforeAll(async () => {
  app = await startTestApp();
  owner = await registeredClient(app, 'owner@example.com');
  other = await registeredClient(app, 'other@example.com');
  await seedKnownData(owner);
  await seedOtherUserData(other);
  // The other user's last write is the newest event: once their read has waited for it, every record is projected.
  expect((await other.get(API_ROUTES.accounts.me.path)).headers.get('X-Glyco-Stale')).toBeNull();
});
afterAll(async () => {
  await app?.close();
});

describe('GET /api/reports/overview', () => {
  it('summarises glucose against the user target with the metrics engine', async () => {
    const response = await owner.get(overviewPath);
    expect(response.status).toBe(200);
    expect(reportOverviewSchema.parse(response.body)).toBeTruthy();
    const { metrics, agp, ...figures } = response.body.glucoseStats;
    expect(figures).toEqual({
      readings: [
        { timestamp: '2024-03-01T08:00:00.000Z', value: 100 },
        { timestamp: '2024-03-01T12:00:00.000Z', value: 200 },
        { timestamp: '2024-03-02T08:00:00.000Z', value: 70 },
        { timestamp: '2024-03-02T20:00:00.000Z', value: 150 },
      ],
      average: 130,
      min: 70,
      max: 200,
      inRangePercentage: 50,
      targetMin: 80,
      targetMax: 160,
      count: 4,
      belowRangePercentage: 25,
      aboveRangePercentage: 25,
      readingsBucketMinutes: null,
    });
    const expected = analyseDigests(digestByLocalDay(KNOWN_READINGS_IN_RANGE), { min: 80, max: 160 }, { start: RANGE.startDate, end: Date.parse(RANGE.endDate) + 1 });
    expect(metrics).toEqual(expected.metrics);
    expect(metrics).toMatchObject({ source: 'meter', mean: 130, targetPercent: { below: 25, inRange: 50, above: 25 }, wear: null });
    expect(agp).toEqual(expected.agp);
  });

  it('summarises insulin with daily totals by type on local days', async () => {
    const { insulinStats } = (await owner.get(overviewPath)).body;
    expect(insulinStats.doses.map((dose: { units: number }) => dose.units)).toEqual([20, 5.5, 4]);
    expect(insulinStats.doses[0]).toEqual({ timestamp: '2024-03-01T08:05:00.000Z', units: 20, insulinType: 'Basal' });
    expect(insulinStats).toMatchObject({ averageDose: 9.8, count: 3, totalUnits: 29.5 });
    expect(insulinStats.dailyTotals).toEqual([
      { date: '2024-03-01', totalUnits: 25.5, byType: { Basal: 20, Bolus: 5.5, Correction: 0, Mixed: 0 } },
      { date: '2024-03-03', totalUnits: 4, byType: { Basal: 0, Bolus: 4, Correction: 0, Mixed: 0 } },
    ]);
  });

  it('summarises meals with carbs per day by meal type', async () => {
    const { mealStats } = (await owner.get(overviewPath)).body;
    expect(mealStats.meals).toEqual([
      { timestamp: '2024-03-01T12:00:00.000Z', totalCarbs: 55, mealType: 'Lunch' },
      { timestamp: '2024-03-02T08:00:00.000Z', totalCarbs: 40, mealType: 'Breakfast' },
    ]);
    expect(mealStats).toMatchObject({ averageCarbs: 47.5, count: 2 });
    expect(mealStats.dailyCarbs).toEqual([
      { date: '2024-03-01', totalCarbs: 55, byMealType: { Breakfast: 0, Lunch: 55, Dinner: 0, Snack: 0 } },
      { date: '2024-03-02', totalCarbs: 40, byMealType: { Breakfast: 40, Lunch: 0, Dinner: 0, Snack: 0 } },
    ]);
  });

  it("never shows another user's records, and shows them theirs", async () => {
    const theirs = (await other.get(overviewPath)).body;
    expect(theirs.glucoseStats).toMatchObject({ count: 1, average: 400, targetMin: 70, targetMax: 180, inRangePercentage: 0 });
    expect(theirs.insulinStats.doses).toEqual([{ timestamp: '2024-03-01T09:00:00.000Z', units: 7, insulinType: 'Correction' }]);
    expect(theirs.mealStats.meals.map((meal: { totalCarbs: number }) => meal.totalCarbs)).toEqual([99]);
  });

  it('answers zeros for an empty period', async () => {
    const response = await owner.get(`${API_ROUTES.reports.overview.path}?startDate=2020-01-01T00:00:00Z&endDate=2020-01-31T00:00:00Z`);
    expect(response.body.glucoseStats).toMatchObject({ readings: [], average: 0, min: 0, max: 0, inRangePercentage: 0, count: 0, metrics: { source: 'none', count: 0 } });
    expect(response.body.glucoseStats.agp.every((point: { count: number }) => point.count === 0)).toBe(true);
    expect(response.body.insulinStats).toMatchObject({ doses: [], averageDose: 0, dailyTotals: [] });
    expect(response.body.mealStats).toMatchObject({ meals: [], averageCarbs: 0, dailyCarbs: [] });
  });

  it('rejects an end before the start and needs a token', async () => {
    const response = await owner.get(`${API_ROUTES.reports.overview.path}?startDate=2024-03-03T00:00:00Z&endDate=2024-03-01T00:00:00Z`);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ endDate: 'End date must not be before start date' });
    expect((await app.client().get(overviewPath)).status).toBe(401);
  });

  it('averages readings into buckets when a range holds more than the chart shows', async () => {
    const range = { start: new Date(RANGE.startDate), end: new Date(RANGE.endDate) };
    const overview = await loadReportOverview(app.database.pool, owner.userId, range, 2);
    expect(overview.glucoseStats).toMatchObject({
      readingsBucketMinutes: 1440,
      readings: [
        { timestamp: '2024-03-01T00:00:00.000Z', value: 150 },
        { timestamp: '2024-03-02T00:00:00.000Z', value: 110 },
      ],
      average: 130,
      count: 4,
    });
  });
});
