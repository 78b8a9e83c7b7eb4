import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { API_ROUTES, fillPath, NIGHTSCOUT_V3_MAX_LIMIT } from '@glyco/contracts';
import { seededReadings } from '@glyco/testing';
import { alternate, type Pair } from '../lib/alternate';
import { signedInClient, startBenchApp, type BenchApp } from '../lib/bench-app';

const DAYS = 90;
/** Items per v1 upload: what xDrip+ sends after a long time offline, well under the upload limit. */
const UPLOAD_CHUNK = 5_000;
const PAIRS = 3;

export interface V3HistoryFigures {
  readings: number;
  loadSeconds: number;
  pages: number;
  pairs: Pair<number>[];
}

async function json(app: BenchApp, method: string, path: string, headers: Record<string, string>, body?: unknown) {
  const response = await fetch(`${app.url}${path}`, { method, headers: { ...headers, ...(body ? { 'Content-Type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return { body: await response.json(), etag: response.headers.get('ETag') };
}

/** The 90-day demo of 5-minute readings, uploaded as xDrip+ would (v1, in chunks) by one person. */
async function loadDemo(app: BenchApp) {
  const { client, userId } = await signedInClient(app);
  const secret = (await client.post(API_ROUTES.nightscoutSecret.create.path)).body.secret as string;
  const token = (await client.post(API_ROUTES.nightscoutAccessTokens.create.path, { name: 'Bench AndroidAPS', role: 'readable' })).body.token as string;
  const asXDrip = { 'api-secret': createHash('sha1').update(secret).digest('hex') };
  const entries = seededReadings(new Date(Date.now() - DAYS * 86_400_000), DAYS, 5).map((sample) => ({ type: 'sgv', sgv: sample.value, date: new Date(sample.timestamp).getTime(), device: 'xDrip-DexcomG6' }));
  for (let start = 0; start < entries.length; start += UPLOAD_CHUNK) await json(app, 'POST', API_ROUTES.nightscoutV1.postEntries.path, asXDrip, entries.slice(start, start + UPLOAD_CHUNK));
  const jwt = (await json(app, 'GET', fillPath(API_ROUTES.nightscoutV3.authorize.path, { accessToken: token }), {})).body.token as string;
  return { userId, readings: entries.length, bearer: { Authorization: `Bearer ${jwt}` } };
}

/** Every entry through `/api/v3/entries/history/{from}`, page after page as AndroidAPS syncs (the ETag is the next `from`). */
async function readHistory(app: BenchApp, bearer: Record<string, string>): Promise<{ documents: number; pages: number }> {
  let from = '0';
  let documents = 0;
  let pages = 0;
  for (;;) {
    const page = await json(app, 'GET', `${fillPath(API_ROUTES.nightscoutV3.historySince.path, { collection: 'entries', lastModified: String(from) })}?limit=${NIGHTSCOUT_V3_MAX_LIMIT}`, bearer);
    const result = page.body.result as unknown[];
    if (result.length === 0) return { documents, pages };
    documents += result.length;
    pages += 1;
    from = page.etag!.slice(3, -1);
  }
}

async function waitForDocuments(app: BenchApp, userId: string, readings: number): Promise<void> {
  for (;;) {
    const { rows } = await app.database.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM nightscout_v3_documents WHERE user_id = $1 AND collection = 'entries'`, [userId]);
    if (rows[0]!.n >= readings) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The 90-day demo read back through API v3's history in pages, against a plain SELECT of the same rows, A B A B. */
export async function measureV3History(): Promise<V3HistoryFigures> {
  const app = await startBenchApp();
  try {
    const started = performance.now();
    const { userId, readings, bearer } = await loadDemo(app);
    await waitForDocuments(app, userId, readings);
    const loadSeconds = (performance.now() - started) / 1000;
    let pages = 0;
    const pairs = await alternate(
      PAIRS,
      async () => {
        const begin = performance.now();
        const { rowCount } = await app.database.pool.query('SELECT reading_id, value_mgdl, taken_at, timezone_offset_minutes, direction, device FROM glucose_readings WHERE user_id = $1 ORDER BY taken_at', [userId]);
        if (rowCount !== readings) throw new Error(`SELECT found ${rowCount} of ${readings} readings`);
        return performance.now() - begin;
      },
      async () => {
        const begin = performance.now();
        const read = await readHistory(app, bearer);
        if (read.documents !== readings) throw new Error(`history gave ${read.documents} of ${readings} readings`);
        pages = read.pages;
        return performance.now() - begin;
      },
    );
    return { readings, loadSeconds, pages, pairs };
  } finally {
    await app.close();
  }
}
