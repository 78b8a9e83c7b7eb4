import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_FORMAT_MESSAGES, IMPORT_LIMITS, IMPORT_MESSAGES, API_ROUTES, fillPath, type ImportResponse } from '@glyco/contracts';
import { clarityExport, READINGS_PER_DAY } from '@glyco/testing/clarity-export';
import { startTestApp, type TestApp, type TestClient } from '@glyco/testing';

const DAYS = 3;
const BAD_ROWS = ['9001,2026-11-03T12:00:00,EGV,,,,Android G6,abc,,,,,,8QXJ2K', '9002,2026-11-03T12:05:00,EGV,,,,Android G6,900,,,,,,8QXJ2K'];
const file = clarityExport({ firstDay: '2026-11-01', days: DAYS, extraRows: BAD_ROWS });
/** The 2,000-reading page of the glucose list covers the whole import. */
const ALL_READINGS = `${API_ROUTES.glucose.list.path}?startDate=2026-10-30T00:00:00Z&endDate=2026-11-06T00:00:00Z&limit=10000`;

let app: TestApp;
let ada: TestClient;

beforeAll(async () => {
  app = await startTestApp({ roles: ['api', 'projector', 'workers'] });
  ada = await signUp('ada@example.com');
  const profile = await ada.put(API_ROUTES.accounts.updateProfile.path, { name: 'Ada', email: 'ada@example.com', settings: { timeZone: 'America/New_York' } });
  expect(profile.status).toBe(200);
});

afterAll(async () => {
  await app?.close();
});

async function signUp(email: string): Promise<TestClient> {
  const client = app.client();
  const registered = await client.post(API_ROUTES.accounts.register.path, { name: 'Ada', email, password: 'Marmalade-Sky-42', diabetesType: 'Type 1' });
  client.token = registered.body.token;
  return client;
}

async function upload(client: TestClient, body: Blob | string, options: { fileName?: string; contentType?: string } = {}) {
  const headers: Record<string, string> = { Authorization: `Bearer ${client.token}` };
  let payload: BodyInit;
  if (options.contentType) {
    headers['Content-Type'] = options.contentType;
    payload = body;
  } else {
    const form = new FormData();
    form.append('file', typeof body === 'string' ? new Blob([body], { type: 'text/csv' }) : body, options.fileName ?? 'export.csv');
    payload = form;
  }
  const response = await fetch(`${app.url}${API_ROUTES.imports.upload.path}`, { method: 'POST', headers, body: payload });
  return { status: response.status, body: await response.json() };
}

async function finished(client: TestClient, id: string): Promise<ImportResponse> {
  await expect.poll(async () => (await client.get(fillPath(API_ROUTES.imports.detail.path, { id }))).body.status, { timeout: 90_000, interval: 200 }).toMatch(/done|failed/);
  return (await client.get(fillPath(API_ROUTES.imports.detail.path, { id }))).body;
}

describe('file imports', () => {
  let firstId: string;

  it('answers 202 at once, then reads the file in a job: readings, doses and meals, rows refused with their line', async () => {
    const accepted = await upload(ada, file, { fileName: 'Clarity_Export.csv' });
    expect(accepted.status).toBe(202);
    firstId = accepted.body.id;
    const result = await finished(ada, firstId);
    expect(result).toMatchObject({
      id: firstId,
      status: 'done',
      format: 'dexcom-clarity',
      fileName: 'Clarity_Export.csv',
      counts: { readings: DAYS * READINGS_PER_DAY, meals: DAYS, doses: DAYS, duplicates: 0, rejected: 2 },
      progress: { done: DAYS * READINGS_PER_DAY + 2 * DAYS, total: DAYS * READINGS_PER_DAY + 2 * DAYS },
      undoneAt: null,
    });
    expect(result.errors.map((error) => error.line)).toEqual([file.split('\n').length - 2, file.split('\n').length - 1]);
    expect(result.finishedAt).not.toBeNull();
    const readings = await ada.get(ALL_READINGS);
    expect(readings.body.readings ?? readings.body).toHaveLength(DAYS * READINGS_PER_DAY);
    // Device-local 00:00:31 in New York (UTC-4 before the fall-back) is 04:00:31 UTC.
    const first = (readings.body.readings ?? readings.body).find((reading: any) => reading.timestamp.startsWith('2026-11-01T04:00'));
    expect(first).toMatchObject({ readingType: 'CGM' });
    const uploads = await app.database.pool.query('SELECT count(*)::int AS n FROM import_uploads');
    expect(uploads.rows[0].n).toBe(0);
  });

  it('adds nothing when the same file comes again, raw with its content type, and lists both newest first', async () => {
    const accepted = await upload(ada, file, { contentType: 'text/csv' });
    expect(accepted.status).toBe(202);
    const again = await finished(ada, accepted.body.id);
    expect(again.counts).toEqual({ readings: 0, meals: 0, doses: 0, duplicates: DAYS * READINGS_PER_DAY + 2 * DAYS, rejected: 2 });
    const list = await ada.get(API_ROUTES.imports.list.path);
    expect(list.body.imports.map((each: ImportResponse) => each.id)).toEqual([accepted.body.id, firstId]);
  });

  it('undoes an import: every record it created is deleted, once', async () => {
    const undone = await ada.delete(fillPath(API_ROUTES.imports.undo.path, { id: firstId }));
    expect(undone.status).toBe(204);
    const readings = await ada.get(ALL_READINGS);
    expect(readings.body.readings ?? readings.body).toHaveLength(0);
    await expect.poll(async () => (await ada.get(fillPath(API_ROUTES.imports.detail.path, { id: firstId }))).body.undoneAt).not.toBeNull();
    const summaries = async () => ((await ada.get(`${API_ROUTES.audit.list.path}?limit=100`)).body.entries as { summary: string }[]).map((entry) => entry.summary);
    const readingsOfTheFile = (DAYS * READINGS_PER_DAY).toLocaleString('en-US');
    await expect.poll(summaries).toEqual(expect.arrayContaining([`File import: ${readingsOfTheFile} glucose readings logged`, `File import: ${readingsOfTheFile} glucose readings deleted`]));
    const twice = await ada.delete(fillPath(API_ROUTES.imports.undo.path, { id: firstId }));
    expect(twice).toMatchObject({ status: 409, body: { message: IMPORT_MESSAGES.alreadyUndone } });
  });

  it('refuses a file in no known format with 400 and a clear message, and a request without a file', async () => {
    const refused = await upload(ada, 'Date;Steps;Heart rate\n2026-03-14;8123;61\n', { fileName: 'steps.csv' });
    expect(refused).toEqual({ status: 400, body: { message: IMPORT_FORMAT_MESSAGES.unknownFormat, errors: { file: IMPORT_FORMAT_MESSAGES.unknownFormat } } });
    const noFile = await ada.post(API_ROUTES.imports.upload.path);
    expect(noFile).toMatchObject({ status: 400, body: { message: IMPORT_MESSAGES.fileRequired } });
    expect((await ada.get(API_ROUTES.imports.list.path)).body.imports).toHaveLength(2);
  });

  it('refuses a file over the size limit with 413, as multipart and as a raw body', async () => {
    const tooBig = 'x'.repeat(IMPORT_LIMITS.maxFileBytes + 1);
    expect(await upload(ada, tooBig, { fileName: 'big.csv' })).toEqual({ status: 413, body: { message: IMPORT_MESSAGES.fileTooLarge } });
    expect(await upload(ada, tooBig, { contentType: 'text/csv' })).toEqual({ status: 413, body: { message: IMPORT_MESSAGES.fileTooLarge } });
  });

  it("keeps one person's imports from another", async () => {
    const grace = await signUp('grace@example.com');
    expect((await grace.get(fillPath(API_ROUTES.imports.detail.path, { id: firstId }))).status).toBe(404);
    expect((await grace.delete(fillPath(API_ROUTES.imports.undo.path, { id: firstId }))).status).toBe(404);
    expect((await grace.get(API_ROUTES.imports.list.path)).body.imports).toEqual([]);
  });

  it('takes a 20 MB file', async () => {
    const padding = 'x'.repeat(700);
    const start = Date.parse('2026-06-01T00:00:00Z');
    const entries = Array.from({ length: 28_000 }, (_, index) => {
      const date = start + index * 5 * 60_000;
      return { type: 'sgv', sgv: 100 + (index % 80), date, dateString: new Date(date).toISOString(), device: 'xDrip-DexcomG6', direction: 'Flat', note: padding };
    });
    const json = JSON.stringify(entries);
    expect(json.length).toBeGreaterThan(20 * 1024 * 1024);
    const grace = await signUp('grace-big@example.com');
    const accepted = await upload(grace, json, { contentType: 'application/json' });
    expect(accepted.status).toBe(202);
    const result = await finished(grace, accepted.body.id);
    expect(result).toMatchObject({ status: 'done', format: 'nightscout', counts: { readings: 28_000, rejected: 0 } });
  }, 180_000);

  it('refuses a person\'s upload past the imports of a day with 429, the message and when to try again', async () => {
    const lin = await signUp('lin-quota@example.com');
    const userId = (await lin.get(API_ROUTES.accounts.me.path)).body._id as string;
    await app.database.pool.query(
      `INSERT INTO imports (import_id, user_id, file_name, status, counts, created_at, revision)
       SELECT gen_random_uuid(), $1, 'earlier.csv', 'done', '{}', now() - interval '1 hour', 0 FROM generate_series(1, $2::int)`,
      [userId, IMPORT_LIMITS.importsPerDay],
    );
    const refused = await fetch(`${app.url}${API_ROUTES.imports.upload.path}`, { method: 'POST', headers: { Authorization: `Bearer ${lin.token}`, 'Content-Type': 'text/csv' }, body: file });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ message: IMPORT_MESSAGES.tooManyImportsToday });
  });
});
