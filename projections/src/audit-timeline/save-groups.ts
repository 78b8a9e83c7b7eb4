import { columnList } from '../engine/json-rows';
import { jsonRowsLiteral } from '../engine/literals';
import type { BatchContext, ProjectionTables } from '../engine/projection';
import { actorRoleOf } from './actor-role';
import type { Entry } from './entry';
import type { GroupSignature, OpenGroup } from './group-of';

/** The latest group of each signature the batch needs, keyed by signature. */
export async function loadOpenGroups({ read, table }: BatchContext, signatures: readonly (GroupSignature | null)[]): Promise<Map<string, OpenGroup>> {
  const wanted = [...new Set(signatures.flatMap((signature) => (signature ? [signature.signature] : [])))];
  if (wanted.length === 0) return new Map();
  const { rows } = await read.query<{ signature: string; group_id: string; last_recorded_at: Date }>(
    `SELECT DISTINCT ON (signature) signature, group_id, last_recorded_at FROM ${table('audit_groups')}
      WHERE signature = ANY($1::text[]) ORDER BY signature, last_recorded_at DESC`,
    [wanted],
  );
  return new Map(rows.map((row) => [row.signature, { groupId: row.group_id, lastRecordedAt: row.last_recorded_at }]));
}

interface GroupDelta {
  first: Entry;
  last: Entry;
  count: number;
  /** The records' own times, in epoch milliseconds. */
  occurred: number[];
}

const GROUP_COLUMNS = {
  group_id: 'uuid', user_id: 'uuid', signature: 'text', kind: 'text', device: 'text', entity_type: 'text', action: 'text', actor_role: 'text',
  count: 'int', first_recorded_at: 'timestamptz', last_recorded_at: 'timestamptz', occurred_from: 'timestamptz', occurred_to: 'timestamptz',
  last_event_id: 'uuid', last_commit: 'bigint', last_prepare: 'bigint',
};

const earliest = (delta: GroupDelta) => (delta.occurred.length > 0 ? new Date(delta.occurred.reduce((a, b) => Math.min(a, b))) : null);
const latest = (delta: GroupDelta) => (delta.occurred.length > 0 ? new Date(delta.occurred.reduce((a, b) => Math.max(a, b))) : null);

/** Each touched group once: new groups inserted, existing ones grown by the batch's entries. */
export function saveGroupsStatement({ table }: ProjectionTables, entries: readonly Entry[]): string {
  const rows = [...groupDeltas(entries).entries()].map(([groupId, delta]) => ({
    group_id: groupId, user_id: String(delta.first.event.data.userId), signature: delta.first.signature?.signature ?? null,
    kind: delta.first.signature?.kind ?? null, device: delta.first.signature?.device ?? null, entity_type: delta.first.described.entityType,
    action: delta.first.described.action, actor_role: actorRoleOf(delta.first.event), count: delta.count,
    first_recorded_at: delta.first.event.recordedAt, last_recorded_at: delta.last.event.recordedAt, occurred_from: earliest(delta),
    occurred_to: latest(delta), last_event_id: delta.last.event.eventId, last_commit: delta.last.event.position.commit.toString(),
    last_prepare: delta.last.event.position.prepare.toString(),
  }));
  const groups = table('audit_groups');
  return `INSERT INTO ${groups} (${columnList(GROUP_COLUMNS)})
     SELECT ${columnList(GROUP_COLUMNS)} FROM ${jsonRowsLiteral(rows, GROUP_COLUMNS)}
     ON CONFLICT (group_id) DO UPDATE SET
       count = ${groups}.count + EXCLUDED.count,
       last_recorded_at = GREATEST(${groups}.last_recorded_at, EXCLUDED.last_recorded_at),
       occurred_from = LEAST(${groups}.occurred_from, EXCLUDED.occurred_from),
       occurred_to = GREATEST(${groups}.occurred_to, EXCLUDED.occurred_to),
       last_event_id = EXCLUDED.last_event_id, last_commit = EXCLUDED.last_commit, last_prepare = EXCLUDED.last_prepare`;
}

/** Entries come in log order, so a group's last entry of the batch is its newest. */
function groupDeltas(entries: readonly Entry[]): Map<string, GroupDelta> {
  const deltas = new Map<string, GroupDelta>();
  for (const entry of entries) {
    const delta = deltas.get(entry.groupId) ?? { first: entry, last: entry, count: 0, occurred: [] };
    delta.last = entry;
    delta.count += 1;
    if (entry.described.occurredAt) delta.occurred.push(Date.parse(entry.described.occurredAt));
    deltas.set(entry.groupId, delta);
  }
  return deltas;
}
