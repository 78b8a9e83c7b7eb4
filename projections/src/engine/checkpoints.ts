import { declareNoAppendsSql, START, type Position } from '@glyco/event-store';
import { notifyMovedCheckpointsSql } from './commit-notifications';
import { integerArrayLiteral, textArrayLiteral } from './literals';
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
 * Moves several generations to `next` together, each only if it is still at its own position: a
 * statement without parameters (so it opens a transaction in the same round trip as BEGIN, or
 * goes with a batch's statements in one), which fails the transaction with CHECKPOINT_MOVED_CODE
 * when another instance moved one of them first.
 * The rows are locked in one order, so two instances moving overlapping sets never deadlock.
 * It also declares that the transaction appends no events, so the feed does not wait for it, and
 * announces the live generations it moved to waiters in other processes when it commits.
 */
export function compareAndSetPositionsSql(checkpoints: readonly Checkpoint[], next: Position): string {
  return `${lockedCheckpointsSql(checkpoints)}, ${movedCheckpointsSql(next)}
     SELECT CASE WHEN count(*) = ${checkpoints.length} THEN 0 ELSE ${CHECKPOINT_MOVED_FUNCTION}() END, ${notifyMovedCheckpointsSql(next)} FROM moved`;
}

/** The SQLSTATE of compareAndSetPositionsSql's failure (a class of the product's own). */
export const CHECKPOINT_MOVED_CODE = 'GY001';
const CHECKPOINT_MOVED_FUNCTION = 'glyco_checkpoint_moved';

/** Created with the engine's tables: raises CHECKPOINT_MOVED_CODE. */
export const CHECKPOINT_MOVED_FUNCTION_SQL = `CREATE OR REPLACE FUNCTION ${CHECKPOINT_MOVED_FUNCTION}() RETURNS integer LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'another projector instance moved a checkpoint first' USING ERRCODE = '${CHECKPOINT_MOVED_CODE}';
END $$;`;

function lockedCheckpointsSql(checkpoints: readonly Checkpoint[]): string {
  return `WITH expected AS (
       SELECT * FROM unnest(${textArrayLiteral(checkpoints.map((checkpoint) => checkpoint.name), 'text')}, ${integerArrayLiteral(checkpoints.map((checkpoint) => checkpoint.generation), 'int')},
                            ${integerArrayLiteral(checkpoints.map((checkpoint) => checkpoint.position.commit), 'numeric')}, ${integerArrayLiteral(checkpoints.map((checkpoint) => checkpoint.position.prepare), 'numeric')})
         AS e(name, generation, position_commit, position_prepare)
     ), locked AS MATERIALIZED (
       SELECT c.name, c.generation FROM projection_checkpoints c
         JOIN expected e ON e.name = c.name AND e.generation = c.generation
        ORDER BY c.name, c.generation
          FOR UPDATE OF c
     ), declared AS MATERIALIZED (
       SELECT ${declareNoAppendsSql()}
     )`;
}

const movedCheckpointsSql = (next: Position): string => `moved AS (
       UPDATE projection_checkpoints AS c
        SET position_commit = ${BigInt(next.commit).toString()}, position_prepare = ${BigInt(next.prepare).toString()}, updated_at = now()
       FROM expected e, locked l, declared
      WHERE c.name = e.name AND c.generation = e.generation AND l.name = c.name AND l.generation = c.generation
        AND c.position_commit = e.position_commit AND c.position_prepare = e.position_prepare
     RETURNING c.name, c.status
     )`;
