import { API_ROUTES, fillPath, type ImportResponse } from '@glyco/contracts';
import type { TestClient } from '@glyco/testing';
import { demoDays, postAll, shareWithDoctor, signInDemo, type SeedResult } from './seed';

const POLL_MS = 200;
const IMPORT_TIMEOUT_MS = 120_000;

/**
 * The demo person's sensor readings as the Nightscout entries their uploader would have sent: the
 * bulk import takes them in one file instead of one request per reading.
 */
function nightscoutEntries(readings: Record<string, unknown>[]): string {
  return JSON.stringify(
    readings.map((reading) => {
      const date = Date.parse(String(reading.timestamp));
      return { type: 'sgv', sgv: reading.value, date, dateString: new Date(date).toISOString(), device: 'Dexcom G6' };
    }),
  );
}

async function importFile(baseUrl: string, client: TestClient, body: string): Promise<ImportResponse> {
  const response = await fetch(`${baseUrl}${API_ROUTES.imports.upload.path}?fileName=demo-entries.json`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${client.token}`, 'Content-Type': 'application/json' },
    body,
  });
  if (response.status !== 202) throw new Error(`demo import refused: ${response.status} ${await response.text()}`);
  const { id } = (await response.json()) as { id: string };
  const deadline = Date.now() + IMPORT_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const current = await client.get<ImportResponse>(fillPath(API_ROUTES.imports.detail.path, { id }));
    if (current.body.status === 'done') return current.body;
    if (current.body.status === 'failed') throw new Error(`demo import failed: ${current.body.failure}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error('demo import did not finish: are the workers running?');
}

/**
 * `npm run seed:demo`: the readings go through the file import (bulk appends), the few meals and
 * doses through their routes, as the person would log them. Seeding again adds nothing new.
 */
export async function seedDemoInBulk(baseUrl: string, days: number, now = Date.now()): Promise<SeedResult> {
  const client = await signInDemo(baseUrl);
  const requests = demoDays(days, now);
  const all = (key: 'readings' | 'meals' | 'doses') => requests.flatMap((day) => day[key]);
  await postAll(client, API_ROUTES.meals.log.path, all('meals'));
  await postAll(client, API_ROUTES.insulin.log.path, all('doses'));
  await importFile(baseUrl, client, nightscoutEntries(all('readings')));
  const doctorAccess = await shareWithDoctor(client);
  return { client, counts: { readings: all('readings').length, meals: all('meals').length, doses: all('doses').length }, doctorAccess };
}
