import type pg from 'pg';
import { physicalTableName, quoteIdentifier } from './identifiers';
import type { Projection, ProjectionContext } from './projection';

/** The context that writes into one generation's physical tables. */
export function projectionContext(
  sql: pg.PoolClient,
  projection: Projection,
  generation: { version: number; generation: number },
): ProjectionContext {
  const physical = (logicalName: string): string => {
    if (!projection.tables.includes(logicalName)) {
      throw new Error(`Projection ${projection.name} has no table "${logicalName}" (declare it in tables)`);
    }
    return physicalTableName(logicalName, generation.version, generation.generation);
  };
  return {
    sql,
    table: (logicalName) => quoteIdentifier(physical(logicalName)),
    index: (logicalName, suffix) => quoteIdentifier(`${physical(logicalName)}_${suffix}`),
  };
}
