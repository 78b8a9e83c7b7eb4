import type pg from 'pg';
import type { RecordedEvent } from '@glyco/event-store';
import type { BatchContext, ProjectionContext } from './projection';
import type { Queryable } from './transaction';

type BatchStatements = (context: BatchContext, events: readonly RecordedEvent[]) => string[] | Promise<string[]>;

/**
 * `applyBatch` of a read model whose batches are statements: they read and run inside the
 * transaction the engine gives (a batch with an erasure, or a test), the statements in one query.
 */
export function applyingStatements(batchStatements: BatchStatements): (context: ProjectionContext, events: readonly RecordedEvent[]) => Promise<void> {
  return async (context, events) => {
    const statements = await batchStatements({ ...context, read: context.sql }, events);
    if (statements.length > 0) await context.sql.query(statements.join(';\n'));
  };
}

/** Several queries, values as literals, in one round trip: their results in order. */
export async function queryTogether(read: Queryable, statements: readonly string[]): Promise<pg.QueryResult[]> {
  const results = (await read.query(statements.join(';\n'))) as pg.QueryResult | pg.QueryResult[];
  return Array.isArray(results) ? results : [results];
}
