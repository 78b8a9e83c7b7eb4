import type pg from 'pg';
import { withTransaction } from '@glyco/runtime/transaction';

/** Bounds how long a crashed caller can hold a stream lock (and hold back the global feed). */
const SETTINGS = ["idle_in_transaction_session_timeout = '10s'"];

export const inTransaction = <T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> => withTransaction(pool, work, SETTINGS);
