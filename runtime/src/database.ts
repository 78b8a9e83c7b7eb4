import { chmod, mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { EmbeddedPostgres, stopWithProcess } from './embedded-postgres';
import type { Config } from './config';
import type { Logger } from './logger';

/** Who uses a pool: each role has its own, so no role's clients can take another's connections. */
export type PoolRole = 'api' | 'exports' | 'projector' | 'workers';

export interface Database {
  url: string;
  /** The API's pool (`pools.api`). */
  pool: pg.Pool;
  /** One pool per role, connecting only when first used. */
  pools: Record<PoolRole, pg.Pool>;
  close(): Promise<void>;
}

const EMBEDDED_DATABASE = 'glyco';

export interface PoolOptions {
  /** Connections this pool keeps at most (PostgreSQL's own limit is shared by every process). */
  max: number;
  /**
   * How long a query waits for a free connection (or a new one) before it fails, and its request
   * answers 503 with Retry-After instead of hanging past the client's own 15-second timeout.
   */
  connectionTimeoutMillis: number;
}

/** What PostgreSQL allows a session of a pool before it ends the statement or the session (milliseconds, 0 for no limit). */
interface SessionTimeouts {
  statement_timeout: number;
  idle_in_transaction_session_timeout: number;
}

export const API_SESSION_TIMEOUTS: SessionTimeouts = {
  // An API query past the client's own 15-second timeout answers nobody.
  statement_timeout: 15_000,
  // A transaction a request leaves open this long is a bug or a stall: PostgreSQL ends it and its locks go.
  idle_in_transaction_session_timeout: 15_000,
};

/** Rebuilds, imports and exports run for as long as their data takes; a stalled transaction still ends. */
const BACKGROUND_SESSION_TIMEOUTS: SessionTimeouts = { statement_timeout: 0, idle_in_transaction_session_timeout: 60_000 };

// Requests hold a connection for one short query at a time; 20 of PostgreSQL's 100 leaves room for the other roles and processes.
export const DEFAULT_POOL_OPTIONS: PoolOptions = { max: 20, connectionTimeoutMillis: 10_000 };

/**
 * The other roles' pools. Exports read page by page on a pool of their own: at most
 * EXPORT_POOL.max pages are read at once however many downloads run, and no download can take
 * the API's connections. The projector's rebuilds and the workers' imports run long by design.
 */
export const EXPORT_POOL: PoolOptions = { max: 4, connectionTimeoutMillis: 10_000 };
// The projector holds one connection to listen for commits and commits one batch at a time; 8 leaves room for its waits and key look-ups.
export const PROJECTOR_POOL: PoolOptions = { max: 8, connectionTimeoutMillis: 30_000 };
// Four email senders, one report, one import and the retention sweep, each one query at a time.
export const WORKERS_POOL: PoolOptions = { max: 8, connectionTimeoutMillis: 30_000 };

/** The configured PostgreSQL, or an embedded server under DATA_DIR when DATABASE_URL is unset. */
export async function openDatabase(config: Config, logger: Logger, apiPool: PoolOptions = DEFAULT_POOL_OPTIONS): Promise<Database> {
  if (config.databaseUrl) return connect(config.databaseUrl, apiPool, async () => undefined);
  const server = await startEmbeddedPostgres(config, logger);
  const url = `postgres://postgres:postgres@127.0.0.1:${config.embeddedPgPort}/${EMBEDDED_DATABASE}`;
  return connect(url, apiPool, () => server.stop());
}

function openPool(url: string, options: PoolOptions, timeouts: SessionTimeouts): pg.Pool {
  const pool = new pg.Pool({ ...options, ...timeouts, connectionString: url, idleTimeoutMillis: 30_000 });
  pool.on('error', () => undefined);
  return pool;
}

function connect(url: string, apiPool: PoolOptions, stopServer: () => Promise<void>): Database {
  const pools: Record<PoolRole, pg.Pool> = {
    api: openPool(url, apiPool, API_SESSION_TIMEOUTS),
    exports: openPool(url, EXPORT_POOL, BACKGROUND_SESSION_TIMEOUTS),
    projector: openPool(url, PROJECTOR_POOL, BACKGROUND_SESSION_TIMEOUTS),
    workers: openPool(url, WORKERS_POOL, BACKGROUND_SESSION_TIMEOUTS),
  };
  return {
    url,
    pool: pools.api,
    pools,
    async close() {
      await Promise.all(Object.values(pools).map((pool) => pool.end()));
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
