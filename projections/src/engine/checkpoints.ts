import { START, type Position } from '@glyco/contracts/event-store';
import type { Queryable } from './transaction';

export type GenerationStatus = 'live' | 'building';

/** One generation of a projection: its tables, where it has read up to, and whether views show it. */
export interface Checkpoint {
  name: string;
  generation: number;
  version: number;
  /** Logical table names of this generation. */
  tables: string[];
  position: Position;
  status: GenerationStatus;
}

interface CheckpointRow {
  name: string;
  generation: number;
  version: number;
  tables: string[];
  position_commit: string;
  position_prepare: string;
  status: GenerationStatus;
}

const COLUMNS = 'name, generation, version, tables, position_commit, position_prepare, status';

function toCheckpoint(row: CheckpointRow): Checkpoint {
  return {
    name: row.name,
    generation: row.generation,
    version: row.version,
    tables: row.tables,
    position: { commit: BigInt(row.position_commit), prepare: BigInt(row.position_prepare) },
    status: row.status,
  };
}

export async function readCheckpoints(sql: Queryable, name: string): Promise<Checkpoint[]> {
  const result = await sql.query<CheckpointRow>(
    `SELECT ${COLUMNS} FROM projection_checkpoints WHERE name = $1 ORDER BY generation`,
    [name],
  );
  return result.rows.map(toCheckpoint);
}

export async function readCheckpoint(sql: Queryable, name: string, generation: number): Promise<Checkpoint | undefined> {
  const result = await sql.query<CheckpointRow>(
    `SELECT ${COLUMNS} FROM projection_checkpoints WHERE name = $1 AND generation = $2`,
    [name, generation],
  );
  return result.rows[0] && toCheckpoint(result.rows[0]);
}

/** Positions of the generations the views show, by projection name. */
export async function readLivePositions(sql: Queryable, names: readonly string[]): Promise<Map<string, Position>> {
  const result = await sql.query<CheckpointRow>(
    `SELECT ${COLUMNS} FROM projection_checkpoints WHERE status = 'live' AND name = ANY($1::text[])`,
    [names],
  );
  return new Map(result.rows.map((row) => [row.name, toCheckpoint(row).position]));
}

export async function insertCheckpoint(
  sql: Queryable,
  checkpoint: Omit<Checkpoint, 'generation' | 'position'>,
): Promise<Checkpoint> {
  const result = await sql.query<CheckpointRow>(
    `INSERT INTO projection_checkpoints (name, generation, version, tables, position_commit, position_prepare, status)
     VALUES ($1, nextval('projection_generation_seq'), $2, $3, $4, $5, $6)
     RETURNING ${COLUMNS}`,
    [checkpoint.name, checkpoint.version, checkpoint.tables, String(START.commit), String(START.prepare), checkpoint.status],
  );
  return toCheckpoint(result.rows[0]!);
}

/**
 * Moves a generation's position only if it is still at `expected`. The row lock makes a concurrent
 * writer wait for this transaction and then find the position changed: false means another
 * projector instance advanced it first.
 */
export async function compareAndSetPosition(
  sql: Queryable,
  checkpoint: { name: string; generation: number },
  expected: Position,
  next: Position,
): Promise<boolean> {
  const result = await sql.query(
    `UPDATE projection_checkpoints
        SET position_commit = $3, position_prepare = $4, updated_at = now()
      WHERE name = $1 AND generation = $2 AND position_commit = $5 AND position_prepare = $6`,
    [checkpoint.name, checkpoint.generation, String(next.commit), String(next.prepare), String(expected.commit), String(expected.prepare)],
  );
  return result.rowCount === 1;
}
