import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeGlucoseMetrics, currentGlucoseSchema, DEFAULT_TARGET_RANGE, glucoseStatsOf, API_ROUTES } from '@glyco/contracts';
import { startTestApp, type TestApp, type TestClient } from '@glyco/testing';
import { analyseRawReadings, type LoggedReading } from './glucose-metrics-test-support';
import { logReadings, signedInClient } from './glucose-test-support';

let app: TestApp;
const MINUTE = 60_000;
/** Instants before the start of a test: an age asserted in whole minutes has at least 30 s of slack. */
const clockAt = (now: number) => (minutes: number) => new Date(now - minutes * MINUTE).toISOString();

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

async function currentOf(client: TestClient) {
  const response = await client.get(API_ROUTES.glucose.current.path);
  expect(response.status).toBe(200);
  expect(currentGlucoseSchema.strict().parse(response.body)).toEqual(response.body);
  return response.body;
}

/** The figures the route must give for the window it names: the engine's on the raw readings of that window. */
const statsOver = (readings: readonly LoggedReading[], window: { start: string; end: string }) =>
  glucoseStatsOf(analyseRawReadings(readings, { startDate: window.start, endDate: new Date(Date.parse(window.end) - 1).toISOString() }).metrics);

describe('GET /api/glucose/current', () => {
  it('gives the newest sensor reading with its age and trend, and the figures of the last 24 hours', async () => {
    const ago = clockAt(Date.now());
    const client = await signedInClient(app, 'Sensor');
    const yesterday = [0, 5, 10].map((minute): LoggedReading => ({ value: 300, timestamp: ago(26 * 60 + minute), readingType: 'CGM' }));
    // Steady for an hour, then rising 2.5 mg/dL a minute over the last 15 minutes; the newest is 7.5 minutes old.
    const today = Array.from({ length: 16 }, (_, index): LoggedReading => ({
      value: index < 12 ? 100 : 100 + (index - 11) * 12.5, timestamp: ago(7.5 + (15 - index) * 5), readingType: 'CGM', timezoneOffsetMinutes: 120,
    }));
    const readings = [...yesterday, ...today];
    await logReadings(client, readings);

    const current = await currentOf(client);
    expect(current).toMatchObject({
      reading: { value: 150, timestamp: ago(7.5), readingType: 'CGM' },
      ageMinutes: 7,
      trend: { trend: 'rising', rateMgdlPerMinute: 2.5 },
      window: 'last24Hours',
      stats: { source: 'cgm', count: 16, max: 150 },
    });
    expect(Date.parse(current.stats.window.end) - Date.parse(current.stats.window.start)).toBe(24 * 60 * MINUTE + 1);
    expect(current.stats).toEqual(statsOver(readings, current.stats.window));

    await logReadings(client, [{ value: 140, timestamp: ago(2), readingType: 'Manual' }]);
    expect(await currentOf(client)).toMatchObject({
      reading: { value: 140, readingType: 'Manual', enteredUnit: 'mg/dL' }, ageMinutes: 2, trend: null, window: 'last24Hours', stats: { source: 'cgm', count: 16, readings: { meter: 1 } },
    });
    // The unit it was entered in comes with it: the dashboard classifies 10.0 mmol/L in mmol/L (in range).
    const mmol: LoggedReading = { value: 10.0, unit: 'mmol/L', timestamp: ago(1), readingType: 'Manual' };
    await logReadings(client, [mmol]);
    expect((await currentOf(client)).reading).toMatchObject({ readingType: 'Manual', enteredUnit: 'mmol/L' });
  });

  it('without sensor readings in the last 24 hours, gives the figures of the last 50 readings', async () => {
    const ago = clockAt(Date.now());
    const client = await signedInClient(app, 'Meter');
    const readings = Array.from({ length: 60 }, (_, index): LoggedReading => ({ value: 5 + (index % 9) * 0.8, unit: 'mmol/L', timestamp: ago(30 + (59 - index) * 360) }));
    await logReadings(client, readings);
    const current = await currentOf(client);
    expect(current).toMatchObject({ ageMinutes: 30, trend: null, window: 'last50Readings', stats: { source: 'meter', count: 50, wear: null, gmi: null } });
    expect(current.stats.window).toEqual({ start: readings[10]!.timestamp, end: new Date(Date.parse(readings[59]!.timestamp) + 1).toISOString() });
    expect(current.stats).toEqual(statsOver(readings, current.stats.window));
  });

  it('counts older sensor readings among the last 50 and draws their trend', async () => {
    const ago = clockAt(Date.now());
    const client = await signedInClient(app, 'Lapsed');
    const readings = Array.from({ length: 55 }, (_, index): LoggedReading => ({ value: 200 - index, timestamp: ago(3 * 1440 + (54 - index) * 5), readingType: 'CGM' }));
    await logReadings(client, readings);
    const current = await currentOf(client);
    expect(current).toMatchObject({ ageMinutes: 3 * 1440, trend: { trend: 'steady', rateMgdlPerMinute: -0.2 }, window: 'last50Readings', stats: { source: 'cgm', count: 50 } });
    expect(current.stats).toEqual(statsOver(readings, current.stats.window));
  });

  it('answers no reading and empty figures to a person without readings', async () => {
    const client = await signedInClient(app, 'Empty');
    expect(await currentOf(client)).toEqual({
      reading: null, ageMinutes: null, trend: null, window: 'last50Readings',
      stats: glucoseStatsOf(computeGlucoseMetrics({ cgm: null, meter: null, target: DEFAULT_TARGET_RANGE })),
    });
  });
});
