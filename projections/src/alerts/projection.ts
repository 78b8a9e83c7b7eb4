import { ALERT_EVENTS } from '@glyco/contracts';
import type { RecordedEvent } from '@glyco/event-store';
import type { Projection, ProjectionContext } from '../engine/projection';

/**
 * alerts: one row per alert, from its raise to its answer, escalation and end; alert_deliveries:
 * one row per delivery attempt and its outcome. A redelivered event leaves the same rows (the raise
 * inserts once, the later events set a column to the event's value, a delivery inserts by event id).
 */
export const alertsProjection: Projection = {
  name: 'alerts',
  version: 1,
  tables: ['alerts', 'alert_deliveries'],
  personRows: { alerts: 'user_id', alert_deliveries: 'user_id' },
  handles: ALERT_EVENTS.map((definition) => definition.type),
  async init({ sql, table, index }) {
    await sql.query(`CREATE TABLE IF NOT EXISTS ${table('alerts')} (
      alert_id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      kind text NOT NULL,
      level text NOT NULL,
      started_at timestamptz NOT NULL,
      value_mgdl double precision,
      acknowledged_at timestamptz,
      acknowledged_by text,
      resolved_at timestamptz,
      escalated_at timestamptz
    )`);
    await sql.query(`CREATE INDEX IF NOT EXISTS ${index('alerts', 'by_user')} ON ${table('alerts')} (user_id, started_at DESC)`);
    await sql.query(`CREATE TABLE IF NOT EXISTS ${table('alert_deliveries')} (
      event_id uuid PRIMARY KEY,
      alert_id uuid NOT NULL,
      user_id uuid NOT NULL,
      channel text NOT NULL,
      recipient text NOT NULL,
      at timestamptz NOT NULL,
      outcome text NOT NULL
    )`);
    await sql.query(`CREATE INDEX IF NOT EXISTS ${index('alert_deliveries', 'by_alert')} ON ${table('alert_deliveries')} (alert_id, at)`);
  },
  async apply(ctx, event) {
    await (event.type === 'AlertRaised' ? insertAlert(ctx, event) : updateAlert(ctx, event));
  },
};

async function insertAlert({ sql, table }: ProjectionContext, event: RecordedEvent) {
  const data = event.data;
  await sql.query(
    `INSERT INTO ${table('alerts')} (alert_id, user_id, kind, level, started_at, value_mgdl) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (alert_id) DO NOTHING`,
    [data.alertId, data.userId, data.kind, data.level, data.at, data.valueMgdl ?? null],
  );
}

const COLUMN_OF: Readonly<Record<string, string>> = { AlertAcknowledged: 'acknowledged_at', AlertResolved: 'resolved_at', AlertEscalated: 'escalated_at' };

async function updateAlert({ sql, table }: ProjectionContext, event: RecordedEvent) {
  const data = event.data as Record<string, unknown> & { alertId: string; userId: string; at: string };
  if (event.type === 'AlertDelivered' || event.type === 'AlertDeliveryFailed') {
    await sql.query(
      `INSERT INTO ${table('alert_deliveries')} (event_id, alert_id, user_id, channel, recipient, at, outcome) VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (event_id) DO NOTHING`,
      [event.eventId, data.alertId, data.userId, data.channel, data.to, data.at, event.type === 'AlertDelivered' ? 'delivered' : 'failed'],
    );
    return;
  }
  const column = COLUMN_OF[event.type];
  if (!column) return;
  const by = event.type === 'AlertAcknowledged' ? String((data.by as { name: string }).name) : null;
  await sql.query(
    `UPDATE ${table('alerts')} SET ${column} = COALESCE(${column}, $2)${by === null ? '' : ', acknowledged_by = COALESCE(acknowledged_by, $3)'} WHERE alert_id = $1`,
    by === null ? [data.alertId, data.at] : [data.alertId, data.at, by],
  );
}
