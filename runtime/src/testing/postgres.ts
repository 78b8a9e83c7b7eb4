import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The server that tests create their own databases on; set by the global test setup. */
export function testAdminUrl(): string {
  return process.env.GLYCO_TEST_PG_ADMIN_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

export interface TestDatabase {
  url: string;
  pool: pg.Pool;
  drop(): Promise<void>;
}

/** A fresh, empty database for one test file; `drop` removes it. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = testAdminUrl();
  const name = `glyco_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE template0`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(adminUrl, name);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // DROP ... WITH (FORCE) ends connections pool.end() has not finished closing; those errors are expected.
  pool.on('error', () => undefined);
  return {
    url,
    pool,
    async drop() {
      await pool.end();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
