import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { API_ROUTES, fillPath } from '@glyco/contracts';
import { createTestDatabase } from '@glyco/runtime/testing';
import { spawnProduct, TEST_JWT_SECRET, TEST_KEY_ENCRYPTION_KEY } from '@glyco/testing';
import { nightscoutEntries } from '../../hostile/support/hostile-files';
import { percentile } from '../lib/stats';

/** As in the attack: a Nightscout JSON just under the 32 MB upload cap (31.9 MB). */
const FILE_BYTES = Math.round(31.9 * 2 ** 20);
/** Long enough at rest for a p99 of several hundred samples per route. */
const AT_REST_MS = 15_000;
/** Pause between one probe's answer and its next request: about what a busy web app sends. */
const PROBE_GAP_MS = 20;
/** An import still running after this is reported as such and the bench moves on. */
const IMPORT_GIVE_UP_MS = 15 * 60_000;

export interface RouteLatency {
  route: string;
  atRest: { p50: number; p99: number; max: number; count: number };
  duringImport: { p50: number; p99: number; max: number; count: number };
}

export interface ImportLatencyFigures {
  fileBytes: number;
  readings: number;
  importSeconds: number;
  importStatus: string;
  routes: RouteLatency[];
}

const summary = (sample: number[]) => ({ p50: percentile(sample, 50), p99: percentile(sample, 99), max: Math.max(...sample), count: sample.length });

/** One probe per route, each request after the last one's answer, until `until` resolves. */
async function sampleLatency(url: string, paths: readonly string[], headers: Record<string, string>, until: Promise<unknown>): Promise<number[][]> {
  let done = false;
  void until.finally(() => (done = true));
  return Promise.all(
    paths.map(async (path) => {
      const sample: number[] = [];
      while (!done) {
        const started = performance.now();
        // A request that fails counts with the time it took to fail.
        await fetch(`${url}${path}`, { headers }).then((response) => response.arrayBuffer()).catch(() => undefined);
        sample.push(performance.now() - started);
        await sleep(PROBE_GAP_MS);
      }
      return sample;
    }),
  );
}

/**
 * The product as `npm start` runs it (one process), one person signed in: the latency of a cheap
 * authenticated GET and of the health check at rest, then while a 31.9 MB Nightscout JSON is
 * imported, measured by the same probes in the same run.
 */
export async function measureImportLatency(): Promise<ImportLatencyFigures> {
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'glyco-bench-import-latency-'));
  const child = spawnProduct(['api', 'projector', 'workers'], {
    DATABASE_URL: database.url, DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET, KEY_ENCRYPTION_KEY: TEST_KEY_ENCRYPTION_KEY,
  });
  try {
    const url = (await child.ready)!;
    const registered = await fetch(`${url}${API_ROUTES.accounts.register.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Bench', email: 'bench@example.com', password: 'Marmalade-Sky-42', diabetesType: 'Type 1' }),
    });
    const { token } = (await registered.json()) as { token: string };
    const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
    const paths = [`${API_ROUTES.glucose.list.path}?limit=10`, API_ROUTES.system.health.path];
    // Made before the probes start, so no kept-alive connection sits idle past the server's timeout.
    const file = nightscoutEntries(FILE_BYTES);
    const atRest = await sampleLatency(url, paths, headers, sleep(AT_REST_MS));

    const started = performance.now();
    const importing = (async () => {
      const send = () => fetch(`${url}${API_ROUTES.imports.upload.path}?fileName=entries.json`, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: file.text });
      // A kept-alive connection closed by the server fails before the body arrives: sent again once.
      const accepted = await send().catch(send);
      const { id } = (await accepted.json()) as { id?: string };
      if (accepted.status !== 202 || !id) return `refused (${accepted.status})`;
      while (performance.now() - started < IMPORT_GIVE_UP_MS) {
        const detail = (await (await fetch(`${url}${fillPath(API_ROUTES.imports.detail.path, { id })}`, { headers })).json()) as { status: string };
        if (detail.status === 'done' || detail.status === 'failed') return detail.status;
        await sleep(250);
      }
      return 'still running';
    })();
    const during = await sampleLatency(url, paths, headers, importing);
    return {
      fileBytes: Buffer.byteLength(file.text),
      readings: file.readings,
      importSeconds: (performance.now() - started) / 1000,
      importStatus: await importing,
      routes: paths.map((route, index) => ({ route, atRest: summary(atRest[index]!), duringImport: summary(during[index]!) })),
    };
  } finally {
    await child.kill('SIGTERM');
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
