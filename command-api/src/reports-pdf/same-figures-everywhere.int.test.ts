import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, GMI_NEEDS, type GlucoseSample } from '@glyco/contracts';
import { lastDays } from '@glyco/assistant';
import { clinicianOf, issueAccessCode, registerPatient, type Patient } from '../clinician/clinician-test-support';
import { startTestApp, type TestApp, type TestClient, appendReadings, seededReadings } from '@glyco/testing';
import { fetchReportText } from './testing/pdf-text';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Scales each day's excursions, so the week holds readings in all five bands. */
const DAILY_SWING = [0.7, 1, 1.3, 1.1, 0.75, 1.4, 1];

/** 5-minute CGM readings from an hour into the week to an hour before its end. */
function mixedWeek(weekStart: number, weekEnd: number): GlucoseSample[] {
  return seededReadings(new Date(weekStart + HOUR_MS), 7, 5)
    .map((sample, index) => ({ ...sample, value: Math.round(sample.value * DAILY_SWING[Math.floor(index / 288)]!) }))
    .filter((sample) => Date.parse(String(sample.timestamp)) <= weekEnd - HOUR_MS);
}

interface Shown {
  inRange: string;
  mean: string;
  /** The figure, or why it is not reported. */
  gmi: string;
}

/** The figures as every surface prints them: to one decimal. */
const shown = (figures: { bands: { inRange: number }; mean: number | null; gmi: number | null; gmiReason: string | null }): Shown => ({
  inRange: figures.bands.inRange.toFixed(1),
  mean: figures.mean!.toFixed(1),
  gmi: figures.gmi === null ? figures.gmiReason! : figures.gmi.toFixed(1),
});

let app: TestApp;
let sam: Patient;
let clinician: TestClient;
// The chat names "the last 7 days" from its own now: the readings sit an hour inside both ends,
// so this explicit window and the chat's hold exactly the same readings.
const weekEnd = Date.now();
const weekStart = weekEnd - 7 * DAY_MS;
const query = `startDate=${new Date(weekStart).toISOString()}&endDate=${new Date(weekEnd).toISOString()}`;

beforeAll(async () => {
  app = await startTestApp({ roles: ['api', 'projector', 'workers'] });
  sam = await registerPatient(app, 'Sam');
  const position = await appendReadings(app.product.store, sam.id, mixedWeek(weekStart, weekEnd));
  expect(await app.product.projector.waitFor(position, undefined, 60_000)).toBe(true);
  clinician = await clinicianOf(app, sam, await issueAccessCode(sam));
});
afterAll(async () => {
  await app?.close();
});

async function read(client: TestClient, path: string) {
  const response = await client.get(path);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

async function ask(client: TestClient, message: string): Promise<string> {
  const response = await client.post(API_ROUTES.chat.ask.path, { message, userName: 'Sam', timezoneOffsetMinutes: 0 });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.reply;
}

describe('one week of one person', () => {
  let expected: Shown;
  beforeAll(async () => {
    const stats = await read(sam.client, `${API_ROUTES.glucose.stats.path}?${query}`);
    expect(stats.source).toBe('cgm');
    for (const share of Object.values<number>(stats.bands)) expect(share, 'a mix of all five bands').toBeGreaterThan(0);
    expected = shown(stats);
    // A week is too short for GMI (14 days at 70 % wear): every surface gives the same reason instead.
    expect(expected.gmi).toMatch(new RegExp(`^${GMI_NEEDS}; this period has 7\\.0 days`));
  });

  it('has the same time in range, mean and GMI (or why there is none) in the reports overview', async () => {
    expect(shown((await read(sam.client, `${API_ROUTES.reports.overview.path}?${query}`)).glucoseStats.metrics)).toEqual(expected);
  });

  it('has them in the clinician view, from the same routes', async () => {
    expect(shown(await read(clinician, `${API_ROUTES.glucose.stats.path}?${query}`))).toEqual(expected);
    expect(shown((await read(clinician, `${API_ROUTES.reports.overview.path}?${query}`)).glucoseStats.metrics)).toEqual(expected);
  });

  it('prints them in the PDF report', async () => {
    const { status, text } = await fetchReportText(app.url, sam.client.token!, query);
    expect(status, text).toBe(200);
    expect(text).toMatch(new RegExp(`Mean glucose\\s+${expected.mean} mg/dL`));
    expect(text).toMatch(new RegExp(`Time in range 70-180 mg/dL\\s+${expected.inRange} %`));
    expect(text).toMatch(/\(GMI\)\s+Not shown/);
    expect(text.replace(/\s+/g, ' ')).toContain(expected.gmi);
  });

  it('says them in the chat, naming the window', async () => {
    const lastWeek = lastDays(7, { now: new Date() }).label;
    expect(lastWeek).toMatch(/^over the last 7 days \(\w+ \d+ - \w+ \d+\)$/);
    const average = await ask(sam.client, 'What was my average over the last 7 days?');
    expect(average).toContain(`Your average glucose ${lastWeek} was ${expected.mean} mg/dL, `);
    expect(average).not.toContain('GMI');
    expect(await ask(sam.client, 'What was my GMI over the last 7 days?')).toContain(GMI_NEEDS);
    const timeInRange = await ask(sam.client, 'What was my time in range over the last 7 days?');
    expect(timeInRange).toContain(`Your time in range ${lastWeek} was ${expected.inRange}% (70 mg/dL to 180 mg/dL)`);
  });
});
