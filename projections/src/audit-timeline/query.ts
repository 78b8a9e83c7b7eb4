import type pg from 'pg';
import {
  auditCursor,
  parseAuditCursor,
  type AuditChange,
  type AuditEntry,
  type AuditGroupKind,
  type AuditPage,
  type AuditQuery,
} from '@glyco/contracts';
import { changesOfEntry } from './describe-change';
import type { FieldValues } from './entity-fields';
import { groupSummary } from './group-summary';

interface EntryRow {
  event_id: string;
  position_commit: string;
  position_prepare: string;
  recorded_at: Date;
  occurred_at: Date | null;
  action: AuditEntry['action'];
  entity_type: AuditEntry['entityType'];
  entity_id: string;
  actor_role: AuditEntry['actor']['role'];
  summary: string;
  changes: AuditChange[] | null;
  logged_fields: FieldValues | null;
}

interface GroupRow extends EntryRow {
  group_id: string;
  kind: AuditGroupKind | null;
  count: number;
  device: string | null;
  first_recorded_at: Date;
  occurred_from: Date | null;
  occurred_to: Date | null;
}

export const ENTRY_COLUMNS =
  "t.event_id, t.recorded_at, t.occurred_at, t.action, t.entity_type, t.entity_id, t.actor_role, t.summary, t.changes, CASE WHEN t.changes IS NULL THEN t.state -> 'fields' END AS logged_fields";

/**
 * One page of a person's own timeline, newest first, before the cursor of the previous page: one
 * entry per group (an import, an uploader's day, a burst, or a single change), or the single
 * changes of one entity or one group when the query names it.
 */
export async function listAuditEntries(pool: pg.Pool, userId: string, query: AuditQuery): Promise<AuditPage> {
  return query.group || query.entityId ? listChanges(pool, userId, query) : listGroups(pool, userId, query);
}

async function listGroups(pool: pg.Pool, userId: string, query: AuditQuery): Promise<AuditPage> {
  const { where, params } = filterOf(userId, query, { user: 'g.user_id', type: 'g.entity_type', position: '(g.last_commit, g.last_prepare)' });
  const result = await pool.query<GroupRow>(
    `SELECT g.group_id, g.kind, g.count, g.device, g.first_recorded_at, g.occurred_from, g.occurred_to,
            g.last_commit AS position_commit, g.last_prepare AS position_prepare, ${ENTRY_COLUMNS}
       FROM audit_groups g JOIN audit_timeline t ON t.event_id = g.last_event_id
      WHERE ${where}
      ORDER BY g.last_commit DESC, g.last_prepare DESC LIMIT $${params.length + 1}`,
    [...params, query.limit + 1],
  );
  return pageOf(result.rows, query.limit, toGroupEntry);
}

async function listChanges(pool: pg.Pool, userId: string, query: AuditQuery): Promise<AuditPage> {
  const { where, params } = filterOf(userId, query, { user: 't.user_id', type: 't.entity_type', position: '(t.position_commit, t.position_prepare)' });
  const placeholder = (value: unknown) => `$${params.push(value)}`;
  const conditions = [where];
  if (query.entityId) conditions.push(`t.entity_id = ${placeholder(query.entityId)}`);
  if (query.group) conditions.push(`t.group_id = ${placeholder(query.group)}`);
  const result = await pool.query<EntryRow>(
    `SELECT t.position_commit, t.position_prepare, ${ENTRY_COLUMNS} FROM audit_timeline t
      WHERE ${conditions.join(' AND ')}
      ORDER BY t.position_commit DESC, t.position_prepare DESC LIMIT $${params.length + 1}`,
    [...params, query.limit + 1],
  );
  return pageOf(result.rows, query.limit, toEntry);
}

function filterOf(userId: string, query: AuditQuery, columns: { user: string; type: string; position: string }): { where: string; params: unknown[] } {
  const params: unknown[] = [userId];
  const conditions = [`${columns.user} = $1`];
  const placeholder = (value: unknown) => `$${params.push(value)}`;
  if (query.entityType) conditions.push(`${columns.type} = ANY(${placeholder(query.entityType)}::text[])`);
  if (query.before) {
    const cursor = parseAuditCursor(query.before);
    conditions.push(`${columns.position} < (${placeholder(cursor.commit)}::bigint, ${placeholder(cursor.prepare)}::bigint)`);
  }
  return { where: conditions.join(' AND '), params };
}

function pageOf<R extends EntryRow>(rows: R[], limit: number, present: (row: R) => AuditEntry): AuditPage {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  const hasMore = rows.length > limit;
  return {
    entries: shown.map(present),
    nextBefore: hasMore && last ? auditCursor({ commit: last.position_commit, prepare: last.position_prepare }) : null,
  };
}

/** A group of one reads as its single change. */
function toGroupEntry(row: GroupRow): AuditEntry {
  const entry = toEntry(row);
  if (!row.kind || row.count < 2) return entry;
  const group = {
    id: row.group_id,
    kind: row.kind,
    count: row.count,
    firstAt: row.first_recorded_at.toISOString(),
    occurredFrom: row.occurred_from?.toISOString() ?? null,
    occurredTo: row.occurred_to?.toISOString() ?? null,
    device: row.device,
  };
  return { ...entry, summary: groupSummary({ ...group, entityType: row.entity_type, action: row.action }), group };
}

export function toEntry(row: EntryRow): AuditEntry {
  return {
    eventId: row.event_id,
    at: row.recorded_at.toISOString(),
    occurredAt: row.occurred_at?.toISOString() ?? null,
    action: row.action,
    entityType: row.entity_type,
    entityId: row.entity_id,
    actor: { role: row.actor_role },
    summary: row.summary,
    changes: changesOfEntry(row.changes, row.logged_fields),
  };
}
