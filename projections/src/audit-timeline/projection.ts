import type { Projection, ProjectionContext } from '../engine/projection';
import { applyTimelineBatch } from './apply-batch';
import { AUDITED_EVENT_TYPES } from './describe-change';

/**
 * audit_timeline: one row per event of a person's own data, with a summary and the fields it
 * changed. To diff an update, each row also keeps the entity's state after it and the stream
 * revision (its own copy: other read models may change shape or lag); the entity's latest row is
 * its current state. An event at or below the stream revision already applied to that state
 * changes nothing, so redelivery is harmless. audit_groups holds one row per Activity entry:
 * records of one import, one uploader's day or one burst share a group (see group-of.ts), every
 * other event is a group of its own. Version 2 rebuilt without the fingerprints of the doctor's
 * codes patients once chose themselves; version 3 adds the groups; version 4 keeps the state in
 * the entry instead of a second row per event; version 5 stores the changes and the state as json,
 * as sent: they are only ever read whole; version 6 stores no changes for a logged record (see
 * describeRecordChange), a third of a rebuild's bytes; version 7 adds the uploader secret's
 * making and ending, which a password reset and a sign-out everywhere also end; version 8 adds the
 * story of each alert: raised, who was told and who answered; version 9 adds followers invited,
 * following and no longer shared with.
 */
export const auditTimelineProjection: Projection = {
  name: 'audit_timeline',
  version: 9,
  tables: ['audit_timeline', 'audit_groups'],
  personRows: { audit_timeline: 'user_id', audit_groups: 'user_id' },
  shreddedReadingRows: { audit_timeline: { column: 'occurred_at', where: "entity_type = 'glucose_reading'" } },
  handles: AUDITED_EVENT_TYPES,
  async init(ctx) {
    const { sql, table, index } = ctx;
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
      changes json,
      group_id uuid NOT NULL,
      state json NOT NULL,
      revision bigint NOT NULL
    )`);
    // The entity's latest row: what the next event of that entity is diffed against.
    await sql.query(
      `CREATE INDEX IF NOT EXISTS ${index('audit_timeline', 'by_entity')} ON ${timeline} (user_id, entity_id, position_commit DESC, position_prepare DESC)`,
    );
    await createGroupsTable(ctx);
  },
  async indexes({ sql, table, index }) {
    const timeline = table('audit_timeline');
    await sql.query(`CREATE INDEX IF NOT EXISTS ${index('audit_timeline', 'by_user')} ON ${timeline} (user_id, position_commit DESC, position_prepare DESC)`);
    await sql.query(`CREATE INDEX IF NOT EXISTS ${index('audit_timeline', 'by_group')} ON ${timeline} (group_id, position_commit DESC, position_prepare DESC)`);
    await sql.query(`CREATE INDEX IF NOT EXISTS ${index('audit_groups', 'by_user')} ON ${table('audit_groups')} (user_id, last_commit DESC, last_prepare DESC)`);
  },
  apply: (ctx, event) => applyTimelineBatch(ctx, [event]),
  applyBatch: applyTimelineBatch,
};

/** `signature` and `kind` are null for an event that stands alone (a profile or account change). */
async function createGroupsTable({ sql, table, index }: ProjectionContext) {
  const groups = table('audit_groups');
  await sql.query(`CREATE TABLE IF NOT EXISTS ${groups} (
    group_id uuid PRIMARY KEY,
    user_id uuid NOT NULL,
    signature text,
    kind text,
    device text,
    entity_type text NOT NULL,
    action text NOT NULL,
    actor_role text NOT NULL,
    count integer NOT NULL,
    first_recorded_at timestamptz NOT NULL,
    last_recorded_at timestamptz NOT NULL,
    occurred_from timestamptz,
    occurred_to timestamptz,
    last_event_id uuid NOT NULL,
    last_commit bigint NOT NULL,
    last_prepare bigint NOT NULL
  )`);
  await sql.query(`CREATE INDEX IF NOT EXISTS ${index('audit_groups', 'by_signature')} ON ${groups} (signature, last_recorded_at DESC) WHERE signature IS NOT NULL`);
}
