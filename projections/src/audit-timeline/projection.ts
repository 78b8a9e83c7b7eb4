import type { RecordedEvent } from '@glyco/contracts/event-store';
import type { Projection, ProjectionContext } from '../engine/projection';
import { actorRoleOf } from './actor-role';
import { applyTimelineBatch } from './apply-batch';
import { AUDITED_EVENT_TYPES, describeChange, stateKeyOf, type DescribedChange, type EntityState } from './describe-change';

/**
 * audit_timeline: one row per event of a person's own data, with a summary and the fields it
 * changed. To diff an update it keeps the latest state of each entity in audit_entity_state (its
 * own table: other read models may change shape or lag). An event at or below the stream revision
 * already applied to that state changes nothing, so redelivery is harmless. Version 2 rebuilds
 * without the fingerprints of the doctor's codes patients once chose themselves.
 */
export const auditTimelineProjection: Projection = {
  name: 'audit_timeline',
  version: 2,
  tables: ['audit_timeline', 'audit_entity_state'],
  handles: AUDITED_EVENT_TYPES,
  async init({ sql, table, index }) {
    const timeline = table('audit_timeline');
    await sql.query(`CREATE TABLE IF NOT EXISTS ${timeline} (
      event_id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      position_commit bigint NOT NULL,
      position_prepare bigint NOT NULL,
      recorded_at timestamptz NOT NULL,
      occurred_at timestamptz,
      action text NOT NULL,
      entity_type text NOT NULL,
      entity_id text NOT NULL,
      actor_role text NOT NULL,
      summary text NOT NULL,
      changes jsonb NOT NULL
    )`);
    await sql.query(`CREATE INDEX IF NOT EXISTS ${index('audit_timeline', 'by_user')} ON ${timeline} (user_id, position_commit DESC, position_prepare DESC)`);
    await sql.query(
      `CREATE INDEX IF NOT EXISTS ${index('audit_timeline', 'by_entity')} ON ${timeline} (user_id, entity_id, position_commit DESC, position_prepare DESC)`,
    );
    await sql.query(`CREATE TABLE IF NOT EXISTS ${table('audit_entity_state')} (
      entity_type text NOT NULL,
      entity_id text NOT NULL,
      state jsonb NOT NULL,
      revision bigint NOT NULL,
      PRIMARY KEY (entity_type, entity_id)
    )`);
  },
  async apply(ctx, event) {
    const key = stateKeyOf(event);
    const stored = await loadState(ctx, key);
    if (stored && stored.revision >= event.revision) return;
    const described = describeChange(event, stored?.state ?? null);
    if (!described) return;
    await insertEntry(ctx, event, described);
    await saveState(ctx, key, described.state, event.revision);
  },
  applyBatch: applyTimelineBatch,
};

type StateKey = ReturnType<typeof stateKeyOf>;

async function loadState({ sql, table }: ProjectionContext, key: StateKey): Promise<{ state: EntityState; revision: bigint } | null> {
  const result = await sql.query<{ state: EntityState; revision: string }>(
    `SELECT state, revision FROM ${table('audit_entity_state')} WHERE entity_type = $1 AND entity_id = $2 FOR UPDATE`,
    [key.entityType, key.entityId],
  );
  const row = result.rows[0];
  return row ? { state: row.state, revision: BigInt(row.revision) } : null;
}

async function saveState({ sql, table }: ProjectionContext, key: StateKey, state: EntityState, revision: bigint) {
  const states = table('audit_entity_state');
  await sql.query(
    `INSERT INTO ${states} (entity_type, entity_id, state, revision) VALUES ($1, $2, $3, $4)
     ON CONFLICT (entity_type, entity_id) DO UPDATE SET state = EXCLUDED.state, revision = EXCLUDED.revision
     WHERE ${states}.revision < EXCLUDED.revision`,
    [key.entityType, key.entityId, state, revision.toString()],
  );
}

async function insertEntry({ sql, table }: ProjectionContext, event: RecordedEvent, entry: DescribedChange) {
  await sql.query(
    `INSERT INTO ${table('audit_timeline')} (event_id, user_id, position_commit, position_prepare, recorded_at, occurred_at,
       action, entity_type, entity_id, actor_role, summary, changes)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT (event_id) DO NOTHING`,
    [
      event.eventId,
      String(event.data.userId),
      event.position.commit.toString(),
      event.position.prepare.toString(),
      event.recordedAt,
      entry.occurredAt,
      entry.action,
      entry.entityType,
      entry.entityId,
      actorRoleOf(event),
      entry.summary,
      JSON.stringify(entry.changes),
    ],
  );
}
