import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, HTTP_MESSAGES, QUEUES, TOO_LATE } from '@glyco/contracts';
import { startTestApp, type TestApp } from '@glyco/testing';
import { registerPatient, type Patient } from '../clinician/clinician-test-support';
import { createSecret, jsonPath, nightscout, sha1Hex, type NightscoutResponse } from '../nightscout/nightscout-test-support';

/*
 * Input at the edges of what PostgreSQL and JavaScript hold, and nested past any depth Glyco
 * reads: each is answered 4xx as JSON, and nothing is stored or queued.
 */
let app: TestApp;
let ada: Patient;
let secret: string;

beforeAll(async () => {
  app = await startTestApp();
  ada = await registerPatient(app, 'Ada');
  secret = await createSecret(ada);
});

afterAll(async () => {
  await app?.close();
});

const asUploader = () => ({ 'api-secret': sha1Hex(secret) });
const entries = jsonPath(API_ROUTES.nightscoutV1.entries);
const treatments = jsonPath(API_ROUTES.nightscoutV1.treatments);
const getAsUploader = (path: string) => nightscout(app, 'GET', path, { headers: asUploader() });
const postEntries = (body: unknown) => nightscout(app, 'POST', API_ROUTES.nightscoutV1.postEntries.path, { body, headers: asUploader() });
const getAsPerson = async (path: string): Promise<NightscoutResponse> => {
  const response = await ada.client.get(path);
  return { status: response.status, body: response.body };
};

const storedEvents = async () => (await app.database.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE data->>'userId' = $1`, [ada.id])).rows[0]!.n;

/** A 400 with a JSON message, and no event of the person's appended meanwhile. */
async function expectRefused(answers: () => Promise<NightscoutResponse[]>): Promise<void> {
  const before = await storedEvents();
  for (const answer of await answers()) {
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body).toEqual(expect.objectContaining({ message: expect.any(String) }));
  }
  expect(await storedEvents()).toBe(before);
}

describe('edge input answers 4xx, never 500', () => {
  it('a find bound at the last millisecond JavaScript holds, past it once made exclusive (Invalid Date)', async () => {
    await expectRefused(async () => [
      await getAsUploader(`${entries}?find[date][$gt]=8640000000000000`),
      await getAsUploader(`${treatments}?find[created_at][$lte]=Invalid%20Date`),
    ]);
  });

  it('a dateString in year -271821, which JavaScript holds and PostgreSQL does not', async () => {
    await expectRefused(async () => [
      await getAsUploader(`${entries}?find[dateString][$gte]=-271821-04-20T00:00:00Z`),
      await postEntries([{ type: 'sgv', sgv: 120, dateString: '-271821-04-20T00:00:00.000Z' }]),
    ]);
  });

  // A fractional bound is read to its millisecond, as Nightguard sends `1795853822500.0` (see the Nightscout clients' tests).
  it('huge numbers where Nightscout sends milliseconds and counts', async () => {
    await expectRefused(async () => [
      await getAsUploader(`${entries}?count=1e308`),
      await postEntries([{ type: 'sgv', sgv: 120, date: Date.now() - 60_000.5 }]),
      await postEntries([{ type: 'sgv', sgv: 120, date: 1e308 }]),
    ]);
  });

  it('endDate=9999-12-31 on the reports and stats routes, and no PDF job is queued for it', async () => {
    const queue = app.product.queues.queue(QUEUES.reports);
    const jobs = async () => (await queue.getJobs(['waiting', 'active', 'delayed', 'completed', 'failed'])).length;
    const jobsBefore = await jobs();
    const period = 'startDate=2026-01-01T00:00:00Z&endDate=9999-12-31T23:59:59Z';
    const answers = [
      await getAsPerson(`${API_ROUTES.reports.overview.path}?${period}`),
      await getAsPerson(`${API_ROUTES.glucose.stats.path}?${period}`),
      await getAsPerson(`${API_ROUTES.reports.csv.path}?type=glucose&${period}`),
      await getAsPerson(`${API_ROUTES.reports.pdf.path}?${period}`),
    ];
    for (const answer of answers) expect(answer).toEqual({ status: 400, body: expect.objectContaining({ errors: { endDate: TOO_LATE } }) });
    expect(await jobs()).toBe(jobsBefore);
  });

  it('a field nested 100,000 deep on POST /api/v1/entries is refused with 400 and stores nothing', async () => {
    const deep = `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`;
    const body = `[{"type":"sgv","sgv":120,"date":${Date.now() - 60_000},"device":"xDrip","extra":${deep}}]`;
    await expectRefused(async () => {
      const response = await fetch(`${app.url}${API_ROUTES.nightscoutV1.postEntries.path}`, {
        method: 'POST',
        headers: { ...asUploader(), 'Content-Type': 'application/json', Accept: 'application/json' },
        body,
      });
      expect(response.headers.get('content-type')).toContain('application/json');
      const answer = { status: response.status, body: await response.json() };
      expect(answer.body).toEqual({ message: HTTP_MESSAGES.nestedTooDeeply });
      return [answer];
    });
  });
});
