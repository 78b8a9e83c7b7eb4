import type pg from 'pg';
import { withTransaction as withSharedTransaction } from '@glyco/runtime/transaction';

export type Queryable = pg.Pool | pg.PoolClient;

/**
 * Read models can always be rebuilt from the log, and a batch commits atomically with its
 * checkpoint: after a crash both roll back together and the batch is applied again. So the
 * projector need not wait for its commits to reach disk.
 */
export const withTransaction = <T>(pool: pg.Pool, work: (client: pg.PoolClient, opened: pg.QueryResult | undefined) => Promise<T>, opening?: string): Promise<T> =>
  withSharedTransaction(pool, work, ['synchronous_commit = off'], opening);

/** Serialises generation changes (create, switch, drop) of one projection across processes. */
export async function lockProjection(client: pg.PoolClient, name: string): Promise<void> {
  await client.query(`SELECT pg_advisory_xact_lock(hashtext('glyco.projection'), hashtext($1))`, [name]);
}
