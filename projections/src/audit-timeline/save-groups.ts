import type { ProjectionContext } from '../engine/projection';
import { actorRoleOf } from './actor-role';
import { ownerIdOf } from './describe-change';
import type { Entry } from './entry';
import type { GroupSignature, OpenGroup } from './group-of';

/** The latest group of each signature the batch needs, keyed by signature. */
export async function loadOpenGroups({ sql, table }: ProjectionContext, signatures: readonly (GroupSignature | null)[]): Promise<Map<string, OpenGroup>> {
  const wanted = [...new Set(signatures.flatMap((signature) => (signature ? [signature.signature] : [])))];
  if (wanted.length === 0) return new Map();
  const { rows } = await sql.query<{ signature: string; group_id: string; last_recorded_at: Date }>(
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
  /** The earliest and latest of the records' own times, in epoch milliseconds (NaN: none yet). */
  occurredFrom: number;
  occurredTo: number;
}

/** Each touched group once: new groups inserted, existing ones grown by the batch's entries. */
export async function saveGroups({ sql, table }: ProjectionContext, entries: readonly Entry[]): Promise<void> {
  const deltas = [...groupDeltas(entries).entries()];
  const column = <T>(pick: (delta: GroupDelta) => T) => deltas.map(([, delta]) => pick(delta));
  const groups = table('audit_groups');
  const instant = (milliseconds: number) => (Number.isNaN(milliseconds) ? null : new Date(milliseconds));
  await sql.query(
    `INSERT INTO ${groups} (group_id, user_id, signature, kind, device, entity_type, action, actor_role, count,
       first_recorded_at, last_recorded_at, occurred_from, occurred_to, last_event_id, last_commit, last_prepare)
     SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::int[],
       $10::timestamptz[], $11::timestamptz[], $12::timestamptz[], $13::timestamptz[], $14::uuid[], $15::bigint[], $16::bigint[])
     ON CONFLICT (group_id) DO UPDATE SET
       count = ${groups}.count + EXCLUDED.count,
       last_recorded_at = GREATEST(${groups}.last_recorded_at, EXCLUDED.last_recorded_at),
       occurred_from = LEAST(${groups}.occurred_from, EXCLUDED.occurred_from),
       occurred_to = GREATEST(${groups}.occurred_to, EXCLUDED.occurred_to),
       last_event_id = EXCLUDED.last_event_id, last_commit = EXCLUDED.last_commit, last_prepare = EXCLUDED.last_prepare`,
    [
      deltas.map(([groupId]) => groupId),
      column((d) => ownerIdOf(d.first.event)),
      column((d) => d.first.signature?.signature ?? null),
      column((d) => d.first.signature?.kind ?? null),
      column((d) => d.first.signature?.device ?? null),
      column((d) => d.first.described.entityType),
      column((d) => d.first.described.action),
      column((d) => actorRoleOf(d.first.event)),
      column((d) => d.count),
      column((d) => d.first.event.recordedAt),
      column((d) => d.last.event.recordedAt),
      column((d) => instant(d.occurredFrom)),
      column((d) => instant(d.occurredTo)),
      column((d) => d.last.event.eventId),
      column((d) => d.last.event.position.commit.toString()),
      column((d) => d.last.event.position.prepare.toString()),
    ],
  );
}

/** Entries come in log order, so a group's last entry of the batch is its newest. */
function groupDeltas(entries: readonly Entry[]): Map<string, GroupDelta> {
  const deltas = new Map<string, GroupDelta>();
  for (const entry of entries) {
    let delta = deltas.get(entry.groupId);
    if (!delta) deltas.set(entry.groupId, (delta = { first: entry, last: entry, count: 0, occurredFrom: NaN, occurredTo: NaN }));
    delta.last = entry;
    delta.count += 1;
    if (entry.described.occurredAt) {
      const occurred = Date.parse(entry.described.occurredAt);
      if (!(occurred >= delta.occurredFrom)) delta.occurredFrom = occurred;
      if (!(occurred <= delta.occurredTo)) delta.occurredTo = occurred;
    }
  }
  return deltas;
}
