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
 * when another instance moved one of them first. The work is the server-side function's
 * (MOVE_CHECKPOINTS_FUNCTION_SQL).
 */
export function compareAndSetPositionsSql(checkpoints: readonly Checkpoint[], next: Position): string {
  return `SELECT ${MOVE_CHECKPOINTS_FUNCTION}(${textArrayLiteral(checkpoints.map((checkpoint) => checkpoint.name), 'text')},
    ${integerArrayLiteral(checkpoints.map((checkpoint) => checkpoint.generation), 'int')},
    ${integerArrayLiteral(checkpoints.map((checkpoint) => checkpoint.position.commit), 'numeric')},
    ${integerArrayLiteral(checkpoints.map((checkpoint) => checkpoint.position.prepare), 'numeric')},
    ${BigInt(next.commit).toString()}, ${BigInt(next.prepare).toString()})`;
}

/** The SQLSTATE of compareAndSetPositionsSql's failure (a class of the product's own). */
export const CHECKPOINT_MOVED_CODE = 'GY001';
const MOVE_CHECKPOINTS_FUNCTION = 'glyco_move_checkpoints';

/**
 * Created with the engine's tables. Locks the rows in one order, so two instances moving
 * overlapping sets never deadlock; declares that the transaction appends no events, so the feed
 * does not wait for it; moves each generation still at its expected position, raises
 * CHECKPOINT_MOVED_CODE unless all were; and announces the live generations it moved to waiters in
 * other processes when it commits. A function, so its statements are planned once per connection:
 * planned at every batch, the statement took longer to plan than to run.
 */
export const MOVE_CHECKPOINTS_FUNCTION_SQL = `CREATE OR REPLACE FUNCTION ${MOVE_CHECKPOINTS_FUNCTION}(
    p_names text[], p_generations integer[], p_commits numeric[], p_prepares numeric[], p_next_commit numeric, p_next_prepare numeric)
  RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_moved integer;
  v_live text[];
BEGIN
  PERFORM 1 FROM projection_checkpoints c
    JOIN unnest(p_names, p_generations) AS e(name, generation) ON e.name = c.name AND e.generation = c.generation
   ORDER BY c.name, c.generation
     FOR UPDATE OF c;
  PERFORM ${declareNoAppendsSql()};
  WITH moved AS (
    UPDATE projection_checkpoints AS c
       SET position_commit = p_next_commit, position_prepare = p_next_prepare, updated_at = now()
      FROM unnest(p_names, p_generations, p_commits, p_prepares) AS e(name, generation, position_commit, position_prepare)
     WHERE c.name = e.name AND c.generation = e.generation
       AND c.position_commit = e.position_commit AND c.position_prepare = e.position_prepare
    RETURNING c.name, c.status
  )
  SELECT count(*), coalesce(array_agg(moved.name) FILTER (WHERE moved.status = 'live'), '{}') INTO v_moved, v_live FROM moved;
  IF v_moved <> cardinality(p_names) THEN
    RAISE EXCEPTION 'another projector instance moved a checkpoint first' USING ERRCODE = '${CHECKPOINT_MOVED_CODE}';
  END IF;
  PERFORM ${notifyMovedCheckpointsSql('p_next_commit', 'p_next_prepare', 'v_live')};
END $$;`;
