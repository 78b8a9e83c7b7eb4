import { chmod, mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { EmbeddedPostgres, stopWithProcess } from './embedded-postgres';
import type { Config } from './config';
import type { Logger } from './logger';

export interface Database {
  url: string;
  pool: pg.Pool;
  close(): Promise<void>;
}

const EMBEDDED_DATABASE = 'glyco';

export interface PoolOptions {
  /** Connections this process keeps at most (PostgreSQL's own limit is shared by every process). */
  max: number;
  /**
   * How long a query waits for a free connection (or a new one) before it fails, and its request
   * answers 503 with Retry-After instead of hanging past the client's own 15-second timeout.
   */
  connectionTimeoutMillis: number;
}

export const DEFAULT_POOL_OPTIONS: PoolOptions = { max: 20, connectionTimeoutMillis: 10_000 };

/** The configured PostgreSQL, or an embedded server under DATA_DIR when DATABASE_URL is unset. */
export async function openDatabase(config: Config, logger: Logger, poolOptions: PoolOptions = DEFAULT_POOL_OPTIONS): Promise<Database> {
  if (config.databaseUrl) return connect(config.databaseUrl, poolOptions, async () => undefined);
  const server = await startEmbeddedPostgres(config, logger);
  const url = `postgres://postgres:postgres@127.0.0.1:${config.embeddedPgPort}/${EMBEDDED_DATABASE}`;
  return connect(url, poolOptions, () => server.stop());
}

function connect(url: string, poolOptions: PoolOptions, stopServer: () => Promise<void>): Database {
  const pool = new pg.Pool({ ...poolOptions, connectionString: url, idleTimeoutMillis: 30_000 });
  pool.on('error', () => undefined);
  return {
    url,
    pool,
    async close() {
      await pool.end();
      await stopServer();
    },
  };
}

/** Lines of the embedded server's output a failed start reports. */
const EMBEDDED_LOG_LINES_KEPT = 20;

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function startEmbeddedPostgres(config: Config, logger: Logger): Promise<EmbeddedPostgres> {
  const databaseDir = join(config.dataDir, 'postgres');
  await mkdir(config.dataDir, { recursive: true });
  // As root, PostgreSQL runs as the postgres user, which must be able to enter DATA_DIR.
  if (process.getuid?.() === 0) await chmod(config.dataDir, 0o755);
  const recent: string[] = [];
  const log = (message: unknown) => {
    const line = String(message).trim();
    logger.debug('postgres', { message: line });
    recent.push(line);
    if (recent.length > EMBEDDED_LOG_LINES_KEPT) recent.shift();
  };
  const server = new EmbeddedPostgres({
    databaseDir,
    port: config.embeddedPgPort,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: (message) => log(message),
    onError: (message) => log(message),
  });
  try {
    if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
      logger.info('initialising embedded PostgreSQL', { databaseDir });
      await server.initialise();
    }
    await server.start();
  } catch (error) {
    // embedded-postgres may reject with nothing: its own output says why.
    throw new Error(`the embedded PostgreSQL under ${databaseDir} did not start (${describe(error)}); its last output:\n${recent.join('\n')}`);
  }
  stopWithProcess(server);
  const client = server.getPgClient();
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [EMBEDDED_DATABASE]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${EMBEDDED_DATABASE}`);
  } finally {
    await client.end();
  }
  logger.info('embedded PostgreSQL started', { port: config.embeddedPgPort });
  return server;
}
