import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { glucoseEpisodeListSchema, API_ROUTES } from '@glyco/contracts';
import { startTestApp, type TestApp, type TestClient } from '@glyco/testing';
import { analyseRawReadings, queryOf, type InstantRange, type LoggedReading } from './glucose-metrics-test-support';
import { logReadings, signedInClient } from './glucose-test-support';

let app: TestApp;
const T0 = Date.parse('2024-06-10T22:00:00.000Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000).toISOString();

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

async function episodesOf(client: TestClient, range: InstantRange) {
  const response = await client.get(`${API_ROUTES.glucose.episodes.path}${queryOf(range)}`);
  expect(response.status).toBe(200);
  expect(glucoseEpisodeListSchema.strict().parse(response.body)).toEqual(response.body);
  return response.body;
}

describe('GET /api/glucose/episodes', () => {
  it('finds a 15-minute low of three 5-minute readings as one level 1 episode, and a 10-minute one as none', async () => {
    const client = await signedInClient(app, 'Lows');
    // Sensor readings every 5 minutes from 22:00 UTC (midnight local): in range, three lows, in range, two lows, in range.
    const values = [120, 118, 110, 100, 65, 62, 60, 90, 110, 115, 120, 66, 64, 100, 110, 120, 125];
    const readings = values.map((value, index): LoggedReading => ({ value, timestamp: at(index * 5), timezoneOffsetMinutes: 120, readingType: 'CGM' }));
    await logReadings(client, readings);
    const range = { startDate: at(-60), endDate: at(180) };

    const answer = await episodesOf(client, range);
    expect(answer).toEqual({
      window: { start: range.startDate, end: new Date(Date.parse(range.endDate) + 1).toISOString() },
      episodes: [{ kind: 'hypo', level: 1, start: at(20), end: at(35), durationMinutes: 15, extended: false, extremeMgdl: 60, endedByGap: false }],
    });
    expect(answer.episodes).toEqual(analyseRawReadings(readings, range).episodes);
    expect((await episodesOf(client, { startDate: at(40), endDate: at(180) })).episodes).toEqual([]);
    expect((await episodesOf(client, {})).episodes).toHaveLength(1);
  });

  it("never shows another person's episodes and rejects an end before the start", async () => {
    const stranger = await signedInClient(app, 'Stranger');
    expect(await episodesOf(stranger, {})).toEqual({ window: { start: null, end: null }, episodes: [] });
    const response = await stranger.get(`${API_ROUTES.glucose.episodes.path}?startDate=${at(60)}&endDate=${at(0)}`);
    expect(response.status).toBe(400);
  });
});
