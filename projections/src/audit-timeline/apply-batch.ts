import type { RecordedEvent } from '@glyco/event-store';
import type { ProjectionContext } from '../engine/projection';
import { describeChange, stateKeyOf, type DescribedChange, type EntityState } from './describe-change';
import { actorRoleOf } from './actor-role';
import { groupSignatureOf, joinGroup, type GroupSignature } from './group-of';
import { loadOpenGroups, saveGroups } from './save-groups';

interface StoredState {
  state: EntityState;
  revision: bigint;
}

export interface Entry {
  event: RecordedEvent;
  described: DescribedChange;
  signature: GroupSignature | null;
  groupId: string;
}

const keyText = (key: { entityType: string; entityId: string }) => `${key.entityType}\u0000${key.entityId}`;

/**
 * The set-based form of `apply`: the states of the batch's entities and the open groups in one
 * query each, the events folded over them in order in memory (the same rule: an event at or below
 * the applied revision changes nothing), then every entry, every final state and every touched
 * group in one statement each.
 */
export async function applyTimelineBatch(ctx: ProjectionContext, events: readonly RecordedEvent[]): Promise<void> {
  const states = await loadStates(ctx, events);
  const described = describeNew(events, states);
  if (described.length === 0) return;
  const signatures = described.map(({ event, described: change }) => groupSignatureOf(event, change));
  const openGroups = await loadOpenGroups(ctx, signatures);
  const entries = described.map((entry, index) => {
    const signature = signatures[index] ?? null;
    return { ...entry, signature, groupId: joinGroup(openGroups, entry.event, signature) };
  });
  await insertEntries(ctx, entries);
  await saveStates(ctx, entries);
  await saveGroups(ctx, entries);
}

function describeNew(events: readonly RecordedEvent[], states: Map<string, StoredState>): Pick<Entry, 'event' | 'described'>[] {
  const described: Pick<Entry, 'event' | 'described'>[] = [];
  for (const event of events) {
    const key = keyText(stateKeyOf(event));
    const stored = states.get(key);
    if (stored && stored.revision >= event.revision) continue;
    const change = describeChange(event, stored?.state ?? null);
    if (!change) continue;
    described.push({ event, described: change });
    states.set(key, { state: change.state, revision: event.revision });
  }
  return described;
}

async function loadStates({ sql, table }: ProjectionContext, events: readonly RecordedEvent[]): Promise<Map<string, StoredState>> {
  const keys = events.map(stateKeyOf);
  const { rows } = await sql.query<{ entity_type: string; entity_id: string; state: EntityState; revision: string }>(
    `SELECT entity_type, entity_id, state, revision FROM ${table('audit_entity_state')}
      WHERE (entity_type, entity_id) IN (SELECT * FROM unnest($1::text[], $2::text[]))
      FOR UPDATE`,
    [keys.map((key) => key.entityType), keys.map((key) => key.entityId)],
  );
  return new Map(
    rows.map((row) => [keyText({ entityType: row.entity_type, entityId: row.entity_id }), { state: row.state, revision: BigInt(row.revision) }]),
  );
}

async function insertEntries({ sql, table }: ProjectionContext, entries: Entry[]) {
  const column = <T>(pick: (entry: Entry) => T) => entries.map(pick);
  await sql.query(
    `INSERT INTO ${table('audit_timeline')} (event_id, user_id, position_commit, position_prepare, recorded_at, occurred_at,
       action, entity_type, entity_id, actor_role, summary, changes, group_id)
     SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::bigint[], $4::bigint[], $5::timestamptz[], $6::timestamptz[],
       $7::text[], $8::text[], $9::text[], $10::text[], $11::text[], $12::jsonb[], $13::uuid[])
     ON CONFLICT (event_id) DO NOTHING`,
    [
      column((e) => e.event.eventId),
      column((e) => String(e.event.data.userId)),
      column((e) => e.event.position.commit.toString()),
      column((e) => e.event.position.prepare.toString()),
      column((e) => e.event.recordedAt),
      column((e) => e.described.occurredAt),
      column((e) => e.described.action),
      column((e) => e.described.entityType),
      column((e) => e.described.entityId),
      column((e) => actorRoleOf(e.event)),
      column((e) => e.described.summary),
      column((e) => JSON.stringify(e.described.changes)),
      column((e) => e.groupId),
    ],
  );
}

/** Only each entity's last state of the batch is written. */
async function saveStates({ sql, table }: ProjectionContext, entries: Entry[]) {
  const latest = new Map<string, { key: ReturnType<typeof stateKeyOf>; entry: Entry }>();
  for (const entry of entries) {
    const key = stateKeyOf(entry.event);
    latest.set(keyText(key), { key, entry });
  }
  const rows = [...latest.values()];
  const states = table('audit_entity_state');
  await sql.query(
    `INSERT INTO ${states} (entity_type, entity_id, state, revision)
     SELECT * FROM unnest($1::text[], $2::text[], $3::jsonb[], $4::bigint[])
     ON CONFLICT (entity_type, entity_id) DO UPDATE SET state = EXCLUDED.state, revision = EXCLUDED.revision
     WHERE ${states}.revision < EXCLUDED.revision`,
    [
      rows.map(({ key }) => key.entityType),
      rows.map(({ key }) => key.entityId),
      rows.map(({ entry }) => JSON.stringify(entry.described.state)),
      rows.map(({ entry }) => entry.event.revision.toString()),
    ],
  );
}
