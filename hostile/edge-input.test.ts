import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@glyco/contracts';
import { HOSTILE_TEST_TIMEOUT_MS } from './support/ceilings';
import { nestedText } from './support/hostile-files';
import { startHostileProduct, type HostileProduct } from './support/hostile-product';
import { call, importRuns, importSettled, signUp, storedRecords, upload, type Person } from './support/people';
import { heldThrough } from './support/under-attack';

/** As attacked: `$date` wrappers 50,000 deep in an imported Nightscout file, a field 100,000 deep on POST /api/v1/entries. */
const IMPORT_DEPTH = 50_000;
const ENTRY_DEPTH = 100_000;
/** The largest instant JavaScript holds (ECMA-262 time value), beyond PostgreSQL's timestamps. */
const LAST_JS_INSTANT_MS = '8640000000000000';
const FAR_END_DATE = '9999-12-31';

let product: HostileProduct;
let person: Person;
let secret: string;

beforeAll(async () => {
  product = await startHostileProduct();
  person = await signUp(product);
  const created = await call(product, person, 'POST', API_ROUTES.nightscoutSecret.create.path);
  expect(created.status).toBe(201);
  secret = created.body.secret;
});
afterAll(async () => {
  await product?.close();
});

/** A request as the person's uploader (the secret, not a session). */
function asUploader(method: string, path: string, body?: string) {
  return product.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${secret}`, 'X-Forwarded-For': person.address, Accept: 'application/json', ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body,
  });
}

async function expectClientErrorAsJson(response: Response, what: string): Promise<void> {
  const text = await response.text();
  expect(response.status, `${what}: ${text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(response.status, `${what}: ${text.slice(0, 200)}`).toBeLessThan(500);
  expect(response.headers.get('content-type'), what).toContain('application/json');
  expect(JSON.parse(text).message, what).toEqual(expect.any(String));
}

describe('input at and past the edges of what the stores hold', () => {
  it('answers dates outside PostgreSQL and JavaScript with 4xx JSON', async () => {
    await heldThrough(product, async () => {
      const range = `startDate=2024-01-01T00:00:00.000Z&endDate=${FAR_END_DATE}`;
      for (const path of [`${API_ROUTES.reports.overview.path}?${range}`, `${API_ROUTES.glucose.stats.path}?${range}`, `${API_ROUTES.reports.pdf.path}?${range}`, `${API_ROUTES.reports.csv.path}?type=glucose&${range}`]) {
        await expectClientErrorAsJson(await product.fetch(path, { headers: person.headers() }), path);
      }
      const find = `${API_ROUTES.nightscoutV1.entries.path}?find[date][$gt]=${LAST_JS_INSTANT_MS}`;
      await expectClientErrorAsJson(await asUploader('GET', find), find);
      const ancient = JSON.stringify([{ type: 'sgv', sgv: 120, dateString: '-271821-04-20T00:00:00.000Z' }]);
      await expectClientErrorAsJson(await asUploader('POST', API_ROUTES.nightscoutV1.postEntries.path, ancient), 'dateString in year -271821');
    });
    expect(await storedRecords(product, person.userId)).toBe(0);
  }, HOSTILE_TEST_TIMEOUT_MS);

  it('answers nesting of any depth with 4xx JSON, on an upload route and in an imported file, and stores nothing', async () => {
    await heldThrough(product, async () => {
      const deepEntry = `[{"type":"sgv","sgv":120,"date":1700000000000,"device":${nestedText('x', ENTRY_DEPTH, '1')}}]`;
      await expectClientErrorAsJson(await asUploader('POST', API_ROUTES.nightscoutV1.postEntries.path, deepEntry), 'a field 100,000 deep');
      const deepImport = `[{"type":"sgv","sgv":120,"date":${nestedText('$date', IMPORT_DEPTH, '1700000000000')}}]`;
      const accepted = await upload(product, person, deepImport, 'application/json', 'entries.json');
      if (accepted.status === 202) {
        // Taken for a job: it fails once with a message, or refuses the record; either way it ends, not retried.
        const result = await importSettled(product, person, accepted.body.id, 30_000);
        if (result?.status === 'done') expect(result.counts).toMatchObject({ readings: 0, rejected: 1 });
        else expect(result).toMatchObject({ status: 'failed', failure: expect.any(String) });
        expect((await importRuns(product, accepted.body.id)).failed).toBeLessThanOrEqual(1);
      } else {
        expect(accepted.status).toBeGreaterThanOrEqual(400);
        expect(accepted.status).toBeLessThan(500);
        expect(accepted.body.message).toEqual(expect.any(String));
      }
    });
    expect(await storedRecords(product, person.userId)).toBe(0);
  }, HOSTILE_TEST_TIMEOUT_MS);
});
