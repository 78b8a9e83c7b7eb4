import type pg from 'pg';
import { insertCheckpoint, type Checkpoint, type GenerationStatus } from './checkpoints';
import { notifyGenerationsChangedSql } from './commit-notifications';
import { projectionContext } from './context';
import { assertIdentifier, physicalTableName, quoteIdentifier } from './identifiers';
import type { Projection } from './projection';

export function assertValidProjection(projection: Projection): void {
  assertIdentifier(projection.name, 'projection name');
  if (!Number.isInteger(projection.version) || projection.version < 1) {
    throw new Error(`Projection ${projection.name}: version must be a positive integer`);
  }
  if (projection.handles.length === 0) throw new Error(`Projection ${projection.name} handles no event types`);
  for (const table of projection.tables) physicalTableName(table, projection.version, 1);
}

/** Inserts a generation at the start of the feed and runs the projection's DDL for it. */
export async function createGeneration(
  client: pg.PoolClient,
  projection: Projection,
  status: GenerationStatus,
): Promise<Checkpoint> {
  const checkpoint = await insertCheckpoint(client, {
    name: projection.name,
    version: projection.version,
    tables: [...projection.tables],
    status,
  });
  await initGeneration(client, projection, checkpoint);
  if (status === 'live') await pointViewsAt(client, checkpoint);
  return checkpoint;
}

/** Runs the (idempotent) DDL and checks that it created every declared table; a live generation gets its readers' indexes too. */
export async function initGeneration(client: pg.PoolClient, projection: Projection, checkpoint: Checkpoint): Promise<void> {
  await projection.init(projectionContext(client, projection, checkpoint));
  if (checkpoint.status === 'live') await createReaderIndexes(client, projection, checkpoint);
  for (const table of checkpoint.tables) {
    const physical = physicalTableName(table, checkpoint.version, checkpoint.generation);
    const found = await client.query<{ oid: string | null }>('SELECT to_regclass($1) AS oid', [quoteIdentifier(physical)]);
    if (!found.rows[0]?.oid) throw new Error(`Projection ${projection.name}: init did not create table "${table}"`);
  }
}

/** The indexes only readers use (see Projection.indexes), built once the rows are in. */
export async function createReaderIndexes(client: pg.PoolClient, projection: Projection, checkpoint: Checkpoint): Promise<void> {
  await projection.indexes?.(projectionContext(client, projection, checkpoint));
}

/** Readers query the logical names; this makes each one show the given generation. */
export async function pointViewsAt(client: pg.PoolClient, checkpoint: Checkpoint): Promise<void> {
  for (const table of checkpoint.tables) {
    const physical = physicalTableName(table, checkpoint.version, checkpoint.generation);
    await client.query(`DROP VIEW IF EXISTS ${quoteIdentifier(table)}`);
    await client.query(`CREATE VIEW ${quoteIdentifier(table)} AS SELECT * FROM ${quoteIdentifier(physical)}`);
  }
}

/** Removes a generation's row and tables, and the views of its tables that `successor` no longer has. */
export async function dropGeneration(client: pg.PoolClient, checkpoint: Checkpoint, successor?: Checkpoint): Promise<void> {
  await client.query('DELETE FROM projection_checkpoints WHERE name = $1 AND generation = $2', [checkpoint.name, checkpoint.generation]);
  if (checkpoint.status === 'live') {
    await client.query(`SELECT ${notifyGenerationsChangedSql()}`);
    const orphanViews = checkpoint.tables.filter((table) => !successor?.tables.includes(table));
    for (const table of orphanViews) await client.query(`DROP VIEW IF EXISTS ${quoteIdentifier(table)}`);
  }
  for (const table of checkpoint.tables) {
    const physical = physicalTableName(table, checkpoint.version, checkpoint.generation);
    await client.query(`DROP TABLE IF EXISTS ${quoteIdentifier(physical)}`);
  }
}
