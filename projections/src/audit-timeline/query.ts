import type pg from 'pg';
import { auditCursor, parseAuditCursor, type AuditChange, type AuditEntry, type AuditPage, type AuditQuery } from '@glyco/contracts';

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
  changes: AuditChange[];
}

/** One page of a person's own timeline, newest first, before the cursor of the previous page. */
export async function listAuditEntries(pool: pg.Pool, userId: string, query: AuditQuery): Promise<AuditPage> {
  const { where, params } = entryFilter(userId, query);
  const result = await pool.query<EntryRow>(
    `SELECT event_id, position_commit, position_prepare, recorded_at, occurred_at, action, entity_type, entity_id, actor_role, summary, changes
       FROM audit_timeline WHERE ${where}
      ORDER BY position_commit DESC, position_prepare DESC LIMIT $${params.length + 1}`,
    [...params, query.limit + 1],
  );
  const rows = result.rows.slice(0, query.limit);
  const last = rows.at(-1);
  const hasMore = result.rows.length > query.limit;
  return {
    entries: rows.map(toEntry),
    nextBefore: hasMore && last ? auditCursor({ commit: last.position_commit, prepare: last.position_prepare }) : null,
  };
}

function entryFilter(userId: string, query: AuditQuery): { where: string; params: unknown[] } {
  const params: unknown[] = [userId];
  const conditions = ['user_id = $1'];
  const placeholder = (value: unknown) => `$${params.push(value)}`;
  if (query.entityType) conditions.push(`entity_type = ANY(${placeholder(query.entityType)}::text[])`);
  if (query.entityId) conditions.push(`entity_id = ${placeholder(query.entityId)}`);
  if (query.before) {
    const cursor = parseAuditCursor(query.before);
    conditions.push(`(position_commit, position_prepare) < (${placeholder(cursor.commit)}::bigint, ${placeholder(cursor.prepare)}::bigint)`);
  }
  return { where: conditions.join(' AND '), params };
}

function toEntry(row: EntryRow): AuditEntry {
  return {
    eventId: row.event_id,
    at: row.recorded_at.toISOString(),
    occurredAt: row.occurred_at?.toISOString() ?? null,
    action: row.action,
    entityType: row.entity_type,
    entityId: row.entity_id,
    actor: { role: row.actor_role },
    summary: row.summary,
    changes: row.changes,
  };
}
