import type pg from 'pg';
import { runTransactionScript, withTransaction as withSharedTransaction } from '@glyco/runtime/transaction';

export type Queryable = pg.Pool | pg.PoolClient;

/**
 * Read models can always be rebuilt from the log, and a batch commits atomically with its
 * checkpoint: after a crash both roll back together and the batch is applied again. So the
 * projector need not wait for its commits to reach disk.
 */
const PROJECTOR_SETTINGS = ['synchronous_commit = off'];

export const withTransaction = <T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>, opening?: string): Promise<T> =>
  withSharedTransaction(pool, work, PROJECTOR_SETTINGS, opening);

/** A projector transaction of statements that read nothing back, in one round trip. */
export const runScript = (pool: pg.Pool, statements: readonly string[]): Promise<void> => runTransactionScript(pool, statements, PROJECTOR_SETTINGS);

/** Serialises generation changes (create, switch, drop) of one projection across processes. */
export async function lockProjection(client: pg.PoolClient, name: string): Promise<void> {
  await client.query(`SELECT pg_advisory_xact_lock(hashtext('glyco.projection'), hashtext($1))`, [name]);
}
