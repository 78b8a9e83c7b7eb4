import type pg from 'pg';
import { START, type Position, type ReadAllOptions, type RecordedEvent } from '../port';
import { EVENT_COLUMNS, toPosition, toRecordedEvent, type EventRow } from './rows';
import type { EventTables } from './tables';
import { DECLARED_WITHOUT_APPENDS } from './without-appends';

/**
 * Only transactions older than every running one are final: a transaction that began earlier but
 * commits later would otherwise appear behind a checkpoint a reader already passed. Only this
 * database's transactions can write events, so the horizon is the oldest transaction of the
 * statement's snapshot still running that is not known to belong to another database (one that
 * ends meanwhile counts as ours, which only delays), or the snapshot's xmax when there is none.
 * `backend_xid` is the 32-bit form of the snapshot's 64-bit ids. Transactions that declared they
 * append no events (`declareNoAppendsSql`, the projector's) are left out too.
 */
const HORIZON = `(SELECT coalesce(
    (SELECT running FROM pg_snapshot_xip(pg_current_snapshot()) AS running
      WHERE running::text::bigint % 4294967296 NOT IN (
        SELECT backend_xid::text::bigint FROM pg_stat_activity
         WHERE backend_xid IS NOT NULL AND (datname <> current_database() OR pid IN (${DECLARED_WITHOUT_APPENDS})))
      ORDER BY running LIMIT 1),
    pg_snapshot_xmax(pg_current_snapshot())))`;

const SETTLED = `transaction_id < ${HORIZON}`;

export async function readAllEvents(pool: pg.Pool, tables: EventTables, { after = START, limit, filter }: ReadAllOptions): Promise<RecordedEvent[]> {
  if (limit < 1) return [];
  const conditions = [SETTLED];
  const params: unknown[] = [];
  const param = (value: unknown): string => `$${params.push(value)}`;
  if (after.commit >= 0n) {
    conditions.push(`(transaction_id, global_position) > (${param(after.commit.toString())}::xid8, ${param(after.prepare.toString())}::bigint)`);
  }
  if (filter?.eventTypes) conditions.push(`type = ANY(${param(filter.eventTypes)}::text[])`);
  if (filter?.streamPrefixes) conditions.push(`stream_id LIKE ANY(${param(filter.streamPrefixes.map(likePrefix))}::text[])`);
  const { rows } = await pool.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM ${tables.events}
      WHERE ${conditions.join(' AND ')}
      ORDER BY transaction_id, global_position LIMIT ${param(limit)}`,
    params,
  );
  return rows.map(toRecordedEvent);
}

export async function readHeadPosition(pool: pg.Pool, tables: EventTables): Promise<Position> {
  const { rows } = await pool.query<{ commit_position: string; prepare_position: string }>(
    `SELECT transaction_id::text AS commit_position, global_position::text AS prepare_position FROM ${tables.events}
      WHERE ${SETTLED} ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
  );
  const row = rows[0];
  return row ? toPosition(row.commit_position, row.prepare_position) : START;
}

function likePrefix(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
