import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@glyco/runtime/testing';
import { spawnProduct, TEST_JWT_SECRET, TEST_KEY_ENCRYPTION_KEY, type ProductProcess } from '@glyco/testing';

/** Every answer the attacks and the probes got, so a test can say "no 5xx anywhere". */
export interface SeenAnswer {
  method: string;
  path: string;
  status: number;
}

/** The product as `npm start` runs it (every role in one process), on a fresh database, seen only over HTTP and /proc. */
export interface HostileProduct {
  url: string;
  pid: number;
  database: TestDatabase;
  child: ProductProcess;
  /** Every answer seen so far, by `fetch` below or the health probe. */
  seen: SeenAnswer[];
  /** `fetch` against the product, each answer recorded in `seen`. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

export async function startHostileProduct(env: Record<string, string> = {}): Promise<HostileProduct> {
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'glyco-hostile-'));
  const child = spawnProduct(['api', 'projector', 'workers'], {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    KEY_ENCRYPTION_KEY: TEST_KEY_ENCRYPTION_KEY,
    TRUST_PROXY: '1',
    ...env,
  });
  const close = async () => {
    await child.kill('SIGKILL');
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  let url: string;
  try {
    url = (await child.ready)!;
  } catch (error) {
    await close();
    throw error;
  }
  const seen: SeenAnswer[] = [];
  return {
    url,
    pid: child.process.pid!,
    database,
    child,
    seen,
    async fetch(path, init = {}) {
      const response = await fetch(`${url}${path}`, init);
      seen.push({ method: init.method ?? 'GET', path: path.split('?')[0]!, status: response.status });
      return response;
    },
    close,
  };
}
