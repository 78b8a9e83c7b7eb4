import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@glyco/contracts';
import { HOSTILE_TEST_TIMEOUT_MS } from './support/ceilings';
import { nightscoutEntries } from './support/hostile-files';
import { startHostileProduct, type HostileProduct } from './support/hostile-product';
import { jobsInFlight } from './support/jobs';
import { call, importSettled, PASSWORD, signUp, upload } from './support/people';
import { heldThrough } from './support/under-attack';

const PG_DUMP = process.env.PG_DUMP ?? 'pg_dump';
/** As attacked: the PDF was requested 0.3 s before the deletion. */
const LEAD_MS = 300;
/** Work in flight at the deletion has ended, one way or the other, well within this. */
const SETTLE_MS = 60_000;
/**
 * Where a deleted person's id may stay (see the account deletion's own test): the log and its
 * streams (ciphertext, clear ids), the destroyed key's row, the rows that keep old credentials
 * out, the access log's deletion line, and job payloads (ids only).
 */
const TABLES_KEEPING_THE_ID = /^(public\.(events|streams|person_keys|session_revocations|nightscout_secrets|rm_clinician_access_log_v\d+_g\d+)|\w+_jobs\.\w+)$/;

let product: HostileProduct;

beforeAll(async () => {
  product = await startHostileProduct();
});
afterAll(async () => {
  await product?.close();
});

async function dumpRowsByTable(): Promise<Map<string, string[]>> {
  const { stdout } = await promisify(execFile)(PG_DUMP, ['--data-only', '--no-owner', product.database.url], { maxBuffer: 512 * 1024 * 1024 });
  const tables = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of stdout.split('\n')) {
    const copy = /^COPY ([^ ]+) /.exec(line);
    if (copy) tables.set(copy[1]!, (current = []));
    else if (line === '\\.') current = undefined;
    else current?.push(line);
  }
  return tables;
}

describe('a PDF, an import and an export requested just before the account is deleted', () => {
  it('leave nothing of the person in any table', async () => {
    const name = `Quokka ${randomUUID().slice(0, 8)}`;
    const note = `note-${randomUUID()}`;
    const fileName = `entries-${randomUUID().slice(0, 8)}.json`;
    const person = await signUp(product, name);
    const first = await upload(product, person, nightscoutEntries(200_000).text, 'application/json', 'first.json');
    expect(await importSettled(product, person, first.body.id, SETTLE_MS)).toMatchObject({ status: 'done' });
    const logged = await call(product, person, 'POST', API_ROUTES.glucose.list.path, {
      value: 123, unit: 'mg/dL', timestamp: '2023-01-01T12:00:00.000Z', timezoneOffsetMinutes: 0, mealContext: 'Fasting', readingType: 'Manual', feeling: 'Normal', notes: note, tags: [],
    });
    expect(logged.status).toBe(201);

    await heldThrough(product, async () => {
      const pdf = product.fetch(`${API_ROUTES.reports.pdf.path}?startDate=2022-12-20T00:00:00.000Z&endDate=2023-01-03T00:00:00.000Z`, { headers: person.headers() }).catch(() => undefined);
      const exported = product.fetch(API_ROUTES.accountExport.zip.path, { headers: person.headers() }).then((response) => response.arrayBuffer()).catch(() => undefined);
      await upload(product, person, nightscoutEntries(400_000, Date.UTC(2023, 5, 1)).text, 'application/json', fileName);
      await sleep(LEAD_MS);
      const deleted = await call(product, person, 'DELETE', API_ROUTES.accounts.deleteAccount.path, { password: PASSWORD });
      expect(deleted.status).toBe(204);
      await Promise.all([pdf, exported]);
      const deadline = Date.now() + SETTLE_MS;
      while ((await jobsInFlight(product, person.userId)) > 0 && Date.now() < deadline) await sleep(250);
    });

    const tables = await dumpRowsByTable();
    const holding = (text: string) => [...tables].filter(([, lines]) => lines.some((line) => line.includes(text))).map(([table]) => table);
    for (const text of [name, person.email, note, fileName]) expect(holding(text), text).toEqual([]);
    expect(holding(person.userId).filter((table) => !TABLES_KEEPING_THE_ID.test(table))).toEqual([]);
  }, HOSTILE_TEST_TIMEOUT_MS);
});
