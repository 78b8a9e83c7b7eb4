import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@glyco/runtime/testing';
import { createTestClient, spawnProduct, TEST_JWT_SECRET, TEST_KEY_ENCRYPTION_KEY, type ProductProcess, type TestClient } from '@glyco/testing';

/** What the write bench needs of a running product: where it answers, its database, a client. */
export interface WriteTarget {
  url: string;
  database: TestDatabase;
  client(): TestClient;
  /** The product's processes, whose memory and CPU the bench reports (none: it runs in this process). */
  processes?: { name: string; pid: number }[];
  close(): Promise<void>;
}

/**
 * The product as `docker-compose.yml` deploys it: the API in one process, the projector and the
 * workers in another, on a fresh database. The bench process only sends requests and baseline
 * statements, so the load's own work never runs on the product's event loop.
 */
export async function startDeployedProduct(): Promise<WriteTarget> {
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'glyco-bench-'));
  const env = { DATABASE_URL: database.url, DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET, KEY_ENCRYPTION_KEY: TEST_KEY_ENCRYPTION_KEY, TRUST_PROXY: '1' };
  const children: ProductProcess[] = [];
  // BENCH_CPU_PROF=<dir>: each process writes a CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const close = async () => {
    await Promise.all(children.map((child) => child.kill('SIGTERM')));
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    // The projector first: it creates the read models' tables the API's views read.
    children.push(spawnProduct(['projector', 'workers'], env, profile));
    await children[0]!.ready;
    children.push(spawnProduct(['api'], env, profile));
    const url = (await children[1]!.ready)!;
    return { url, database, client: () => createTestClient(url), processes: [{ name: 'projector', pid: children[0]!.process.pid! }, { name: 'API', pid: children[1]!.process.pid! }], close };
  } catch (error) {
    await close();
    throw error;
  }
}
