import type pg from 'pg';
import { physicalTableName, quoteIdentifier } from './identifiers';
import type { Projection, ProjectionContext, ProjectionTables } from './projection';

type Generation = { version: number; generation: number };

/** The context that writes into one generation's physical tables. */
export function projectionContext(sql: pg.PoolClient, projection: Projection, generation: Generation): ProjectionContext {
  return { sql, ...projectionTables(projection, generation) };
}

/** The quoted names of one generation's physical tables and indexes. */
export function projectionTables(projection: Projection, generation: Generation): ProjectionTables {
  const physical = (logicalName: string): string => {
    if (!projection.tables.includes(logicalName)) {
      throw new Error(`Projection ${projection.name} has no table "${logicalName}" (declare it in tables)`);
    }
    return physicalTableName(logicalName, generation.version, generation.generation);
  };
  return {
    table: (logicalName) => quoteIdentifier(physical(logicalName)),
    index: (logicalName, suffix) => quoteIdentifier(`${physical(logicalName)}_${suffix}`),
  };
}
