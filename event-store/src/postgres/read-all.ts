import type pg from 'pg';
import { START, type Position, type ReadAllOptions, type RecordedEvent } from '../port';
import { EVENT_COLUMNS, toPosition, toRecordedEvent, type EventRow } from './rows';
import type { EventTables } from './tables';
import { settledSql } from './feed-horizon';

export async function readAllEvents(pool: pg.Pool, tables: EventTables, { after = START, limit, filter }: ReadAllOptions): Promise<RecordedEvent[]> {
  if (limit < 1) return [];
  const conditions = [settledSql(tables)];
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
      WHERE ${settledSql(tables)} ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
  );
  const row = rows[0];
  return row ? toPosition(row.commit_position, row.prepare_position) : START;
}

function likePrefix(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
