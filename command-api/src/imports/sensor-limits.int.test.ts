import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_ROUTES, fillPath, formatGlucoseValue, type GlucoseReading } from '@glyco/contracts';
import { START } from '@glyco/event-store';
import { clarityExport, READINGS_PER_DAY } from '@glyco/testing/clarity-export';
import { startTestApp, type TestApp, type TestClient } from '@glyco/testing';
import { buildReportView, loadReportData } from '@glyco/workers';

// One day of Clarity readings between 80 and 200 mg/dL, with one 'Low' and one 'High'.
const file = clarityExport({ firstDay: '2026-11-02', days: 1 });
const range = { startDate: '2026-11-02T00:00:00.000Z', endDate: '2026-11-04T00:00:00.000Z' };
const query = `startDate=${range.startDate}&endDate=${range.endDate}`;

let app: TestApp;
let ada: TestClient;
let userId: string;

beforeAll(async () => {
  app = await startTestApp({ roles: ['api', 'projector', 'workers'] });
  ada = app.client();
  const registered = await ada.post(API_ROUTES.accounts.register.path, { name: 'Ada', email: 'ada@example.com', password: 'Marmalade-Sky-42', diabetesType: 'Type 1' });
  ada.token = registered.body.token;
  userId = registered.body.user._id;
  await ada.put(API_ROUTES.accounts.updateProfile.path, { name: 'Ada', email: 'ada@example.com', settings: { timeZone: 'America/New_York' } });
  const form = new FormData();
  form.append('file', new Blob([file], { type: 'text/csv' }), 'Clarity_Export.csv');
  const accepted = await fetch(`${app.url}${API_ROUTES.imports.upload.path}`, { method: 'POST', headers: { Authorization: `Bearer ${ada.token}` }, body: form });
  const { id } = await accepted.json();
  const status = async () => (await ada.get(fillPath(API_ROUTES.imports.detail.path, { id }))).body.status;
  await vi.waitFor(async () => expect(await status()).toBe('done'), { timeout: 90_000, interval: 200 });
  const count = async () => (await ada.get(`${API_ROUTES.glucose.stats.path}?${query}`)).body.count;
  await vi.waitFor(async () => expect(await count()).toBe(READINGS_PER_DAY), { timeout: 60_000, interval: 200 });
}, 180_000);

afterAll(async () => {
  await app?.close();
});

describe('a Clarity file with a \'Low\' and a \'High\'', () => {
  it('gives "below 40" and "above 400" as the lowest and highest in the stats, counted in their bands', async () => {
    const stats = (await ada.get(`${API_ROUTES.glucose.stats.path}?${query}`)).body;
    expect(stats).toMatchObject({ min: 39, minSensorLimit: 'below', max: 401, maxSensorLimit: 'above' });
    expect([formatGlucoseValue(stats.min, 'mg/dL', stats.minSensorLimit), formatGlucoseValue(stats.max, 'mg/dL', stats.maxSensorLimit)]).toEqual(['below 40', 'above 400']);
    expect(stats.bands.veryLow).toBeGreaterThan(0);
    expect(stats.bands.veryHigh).toBeGreaterThan(0);
  });

  it('prints them so in the PDF\'s metrics table', async () => {
    const request = { reportId: 'r1', userId, start: new Date(range.startDate), end: new Date(range.endDate), timezoneOffsetMinutes: -300, position: START };
    const data = await loadReportData(app.database.pool, request);
    const rows = buildReportView(data!, new Date('2026-11-05T09:00:00Z')).metricRows;
    expect(rows.filter((row) => /^(Lowest|Highest)/.test(row.label)).map((row) => [row.label, row.value])).toEqual([
      ['Lowest glucose', 'below 40 mg/dL'],
      ['Highest glucose', 'above 400 mg/dL'],
    ]);
  });

  it('marks them in the chart\'s trace, as the lowest and highest of their buckets', async () => {
    const { buckets } = (await ada.get(`${API_ROUTES.glucose.trace.path}?${query}&buckets=24`)).body;
    expect(buckets.filter((bucket: { minSensorLimit?: string }) => bucket.minSensorLimit)).toMatchObject([{ min: 39, minSensorLimit: 'below' }]);
    expect(buckets.filter((bucket: { maxSensorLimit?: string }) => bucket.maxSensorLimit)).toMatchObject([{ max: 401, maxSensorLimit: 'above' }]);
  });

  it('lists them as "below 40" and "above 400"', async () => {
    const listed: GlucoseReading[] = (await ada.get(`${API_ROUTES.glucose.list.path}?${query}&limit=1000`)).body;
    const limits = listed.filter((reading) => reading.sensorLimit).map((reading) => formatGlucoseValue(reading.value, 'mg/dL', reading.sensorLimit));
    expect(limits.sort()).toEqual(['above 400', 'below 40']);
  });
});
