import type pg from 'pg';
import { MOVE_CHECKPOINTS_FUNCTION_SQL } from './checkpoints';
import { withTransaction } from './transaction';

const SCHEMA = `
CREATE SEQUENCE IF NOT EXISTS projection_generation_seq;
CREATE TABLE IF NOT EXISTS projection_checkpoints (
  name text NOT NULL,
  generation integer NOT NULL,
  version integer NOT NULL,
  tables text[] NOT NULL,
  position_commit numeric(20, 0) NOT NULL,
  position_prepare numeric(20, 0) NOT NULL,
  status text NOT NULL CHECK (status IN ('live', 'building')),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (name, generation)
);
CREATE UNIQUE INDEX IF NOT EXISTS projection_checkpoints_one_live ON projection_checkpoints (name) WHERE status = 'live';
`;

/** Idempotent; safe to run from several processes at once. */
export async function migrateProjectionEngine(pool: pg.Pool): Promise<void> {
  await withTransaction(pool, async (client) => {
    // Concurrent CREATE ... IF NOT EXISTS can still collide in the catalogue, hence the lock.
    await client.query(`SELECT pg_advisory_xact_lock(hashtext('glyco.projection_engine.migrate'))`);
    await client.query(SCHEMA);
    await client.query(MOVE_CHECKPOINTS_FUNCTION_SQL);
  });
}
