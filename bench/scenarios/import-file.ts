import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { from as copyFrom } from 'pg-copy-streams';
import { API_ROUTES, fillPath, type ImportResponse } from '@glyco/contracts';
import { clarityExport, READINGS_PER_DAY } from '@glyco/testing/clarity-export';
import { signedInClient, type BenchApp } from '../lib/bench-app';

const DAYS = 90;
const POLL_MS = 50;

export interface ImportFigures {
  readings: number;
  bytes: number;
  /** Upload -> import done -> every read model past the import's last event. */
  importSeconds: number;
  /** The job alone, as the import's own times say. */
  jobSeconds: number;
  /** COPY of the same readings into a plain table of the same database. */
  copySeconds: number;
}

/**
 * (e) A 90-day Dexcom Clarity export (about 26,000 readings) from upload to every screen, beside a
 * PostgreSQL COPY of the same readings (person, time, value) into a plain table: the fastest a
 * database takes these rows at all, with no validation, events or read models.
 */
export async function measureImport(app: BenchApp): Promise<ImportFigures> {
  const { client } = await signedInClient(app);
  const file = clarityExport({ firstDay: '2026-08-01', days: DAYS });
  const started = performance.now();
  const response = await fetch(`${app.url}${API_ROUTES.imports.upload.path}`, { method: 'POST', headers: { Authorization: `Bearer ${client.token}`, 'Content-Type': 'text/csv' }, body: file });
  if (response.status !== 202) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
  const { id } = (await response.json()) as { id: string };
  const result = await finishedImport(app, client.token!, id);
  if (!(await app.product.projector.waitFor(await app.product.store.headPosition(), undefined, 120_000))) throw new Error('read models did not catch up');
  const importSeconds = (performance.now() - started) / 1000;
  const jobSeconds = (Date.parse(result.finishedAt!) - Date.parse(result.createdAt)) / 1000;
  return { readings: result.counts.readings, bytes: file.length, importSeconds, jobSeconds, copySeconds: await copySeconds(app, DAYS * READINGS_PER_DAY) };
}

async function finishedImport(app: BenchApp, token: string, id: string): Promise<ImportResponse> {
  for (;;) {
    const response = await fetch(`${app.url}${fillPath(API_ROUTES.imports.detail.path, { id })}`, { headers: { Authorization: `Bearer ${token}` } });
    const body = (await response.json()) as ImportResponse;
    if (body.status === 'failed') throw new Error(`import failed: ${body.failure}`);
    if (body.status === 'done') return body;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function copySeconds(app: BenchApp, rows: number): Promise<number> {
  const pool = app.database.pool;
  await pool.query('CREATE TABLE IF NOT EXISTS bench_copy_readings (user_id uuid, taken_at timestamptz, value_mgdl real)');
  const start = Date.parse('2026-08-01T00:00:00Z');
  const lines = Array.from({ length: rows }, (_, index) => `5f0c2a3e-8a57-4a53-9d55-0f6f3c1f1b11\t${new Date(start + index * 300_000).toISOString()}\t${100 + (index % 80)}\n`);
  const connection = await pool.connect();
  try {
    const started = performance.now();
    await pipeline(Readable.from(lines), connection.query(copyFrom('COPY bench_copy_readings FROM STDIN')));
    return (performance.now() - started) / 1000;
  } finally {
    connection.release();
  }
}
