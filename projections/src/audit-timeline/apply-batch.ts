import type { RecordedEvent } from '@glyco/event-store';
import { insertNewRows, isCopied } from '../engine/copy-rows';
import { columnList, jsonRowsSql } from '../engine/json-rows';
import type { ProjectionContext } from '../engine/projection';
import { describeChange, isFirstEventOfRecord, ownerIdOf, stateKeyOf, type EntityState } from './describe-change';
import { actorRoleOf } from './actor-role';
import { groupSignatureOf, joinGroup } from './group-of';
import type { Entry } from './entry';
import { loadOpenGroups, saveGroups } from './save-groups';

interface StoredState {
  state: EntityState;
  revision: bigint;
}

const TIMELINE_COLUMNS = {
  event_id: 'uuid', user_id: 'uuid', position_commit: 'bigint', position_prepare: 'bigint', recorded_at: 'timestamptz', occurred_at: 'timestamptz',
  action: 'text', entity_type: 'text', entity_id: 'text', actor_role: 'text', summary: 'text', changes: 'json', group_id: 'uuid', state: 'json',
  revision: 'bigint',
};

const keyText = (key: { entityType: string; entityId: string }) => `${key.entityType}\u0000${key.entityId}`;

/**
 * The set-based form of `apply`: the states of the batch's entities and the open groups in one
 * query each, the events folded over them in order in memory (the same rule: an event at or below
 * the applied revision changes nothing), then every entry (with the entity's state after it) and
 * every touched group in one statement each.
 *
 * A batch large enough to be copied (a rebuild's) looks up no state for the events that open their
 * record's stream: such a record has none until that event is applied, and then its entry holds the
 * event's id. Should the COPY find one of those ids after all, it rolls back and the batch is
 * worked out again with every state looked up.
 */
export async function applyTimelineBatch(ctx: ProjectionContext, events: readonly RecordedEvent[]): Promise<void> {
  const lookedUp = isCopied(events.length) ? events.filter((event) => !isFirstEventOfRecord(event)) : events;
  const skipped = lookedUp.length < events.length;
  let entries = await entriesOf(ctx, events, await loadStates(ctx, lookedUp));
  if (entries.length === 0) return;
  await insertEntries(ctx, entries, async () => {
    if (skipped) entries = await entriesOf(ctx, events, await loadStates(ctx, events));
    return entries;
  });
  await saveGroups(ctx, entries);
}

async function entriesOf(ctx: ProjectionContext, events: readonly RecordedEvent[], states: Map<string, StoredState>): Promise<Entry[]> {
  const described = describeNew(events, states);
  if (described.length === 0) return [];
  const signatures = described.map(({ event, described: change }) => groupSignatureOf(event, change));
  const openGroups = await loadOpenGroups(ctx, signatures);
  return described.map(({ event, described: change }, index): Entry => {
    const signature = signatures[index] ?? null;
    return { event, described: change, signature, groupId: joinGroup(openGroups, event, signature) };
  });
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

/**
 * Each entity's latest row (an entity is one person's record, or their profile for account events,
 * whose rows carry the person's id as entity_id): its state and stream revision.
 */
async function loadStates({ sql, table }: ProjectionContext, events: readonly RecordedEvent[]): Promise<Map<string, StoredState>> {
  if (events.length === 0) return new Map();
  const keys = [...new Map(events.map((event) => {
    const key = stateKeyOf(event);
    return [keyText(key), { ...key, userId: ownerIdOf(event) }] as const;
  })).values()];
  const { rows } = await sql.query<{ i: string; state: EntityState; revision: string }>(
    `SELECT k.i, latest.state, latest.revision
       FROM unnest($1::uuid[], $2::text[]) WITH ORDINALITY AS k(user_id, entity_id, i)
       CROSS JOIN LATERAL (SELECT state, revision FROM ${table('audit_timeline')} t
                            WHERE t.user_id = k.user_id AND t.entity_id = k.entity_id
                            ORDER BY t.position_commit DESC, t.position_prepare DESC LIMIT 1) latest`,
    [keys.map((key) => key.userId), keys.map((key) => key.entityId)],
  );
  return new Map(rows.map((row) => [keyText(keys[Number(row.i) - 1]!), { state: row.state, revision: BigInt(row.revision) }]));
}

const rowsOf = (entries: readonly Entry[]) => entries.map(({ event, described, groupId }) => ({
  event_id: event.eventId, user_id: ownerIdOf(event), position_commit: event.position.commit.toString(),
  position_prepare: event.position.prepare.toString(), recorded_at: event.recordedAt, occurred_at: described.occurredAt,
  action: described.action, entity_type: described.entityType, entity_id: described.entityId, actor_role: actorRoleOf(event),
  summary: described.summary, changes: described.changes, group_id: groupId, state: described.state, revision: event.revision.toString(),
}));

/**
 * Entries are new: an event at or below its entity's applied revision was dropped before. Should
 * one exist after all, `recheck` works the batch's entries out again, which are then upserted.
 */
async function insertEntries({ sql, table }: ProjectionContext, entries: readonly Entry[], recheck: () => Promise<readonly Entry[]>) {
  const rows = rowsOf(entries);
  await insertNewRows(sql, {
    table: table('audit_timeline'), columns: TIMELINE_COLUMNS, rows,
    upsert: async () => {
      const checked = await recheck();
      return sql.query(
        `INSERT INTO ${table('audit_timeline')} (${columnList(TIMELINE_COLUMNS)})
         SELECT ${columnList(TIMELINE_COLUMNS)} FROM ${jsonRowsSql(1, TIMELINE_COLUMNS)}
         ON CONFLICT (event_id) DO NOTHING`,
        [JSON.stringify(checked === entries ? rows : rowsOf(checked))],
      );
    },
  });
}
