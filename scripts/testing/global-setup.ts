import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { EmbeddedPostgres, stopWithProcess } from '@glyco/runtime/testing';

const CANDIDATE = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const EMBEDDED_PORT = 54329;

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Uses the PostgreSQL that answers on 127.0.0.1 (or TEST_DATABASE_URL); otherwise starts a throwaway embedded one. */
export default async function setup(): Promise<() => Promise<void>> {
  if (await answers(CANDIDATE)) {
    process.env.GLYCO_TEST_PG_ADMIN_URL = CANDIDATE;
    return async () => undefined;
  }
  const dir = await mkdtemp(join(tmpdir(), 'glyco-test-pg-'));
  // As root, initdb runs as the postgres user, which must be able to enter the directory.
  await chmod(dir, 0o755);
  const server = new EmbeddedPostgres({
    databaseDir: join(dir, 'data'),
    port: EMBEDDED_PORT,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
  });
  await server.initialise();
  await server.start();
  stopWithProcess(server);
  process.env.GLYCO_TEST_PG_ADMIN_URL = `postgres://postgres:postgres@127.0.0.1:${EMBEDDED_PORT}/postgres`;
  return async () => {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
