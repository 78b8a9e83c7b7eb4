import type pg from 'pg';
import type { AlertResponse } from '@glyco/contracts';

interface AlertRow {
  alert_id: string;
  kind: AlertResponse['kind'];
  level: AlertResponse['level'];
  started_at: Date;
  value_mgdl: number | null;
  acknowledged_at: Date | null;
  acknowledged_by: string | null;
  resolved_at: Date | null;
  escalated_at: Date | null;
  deliveries: { channel: string; to: string; at: string; outcome: 'delivered' | 'failed' }[];
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A person's alerts, newest first: those in force (not ended), or all of them (the most recent `limit`). */
export async function listAlerts(pool: pg.Pool, userId: string, status: 'active' | 'all', limit = 200): Promise<AlertResponse[]> {
  const result = await pool.query<AlertRow>(
    `SELECT a.*, COALESCE((SELECT json_agg(json_build_object('channel', d.channel, 'to', d.recipient, 'at', d.at, 'outcome', d.outcome) ORDER BY d.at)
                           FROM alert_deliveries d WHERE d.alert_id = a.alert_id), '[]') AS deliveries
       FROM alerts a WHERE a.user_id = $1 AND ($2 = 'all' OR a.resolved_at IS NULL)
      ORDER BY a.started_at DESC LIMIT $3`,
    [userId, status, limit],
  );
  return result.rows.map((row) => ({
    _id: row.alert_id, kind: row.kind, level: row.level, startedAt: row.started_at.toISOString(), value: row.value_mgdl,
    acknowledgedAt: iso(row.acknowledged_at), acknowledgedBy: row.acknowledged_by, resolvedAt: iso(row.resolved_at), escalatedAt: iso(row.escalated_at),
    deliveries: row.deliveries.map((delivery) => ({ ...delivery, at: new Date(delivery.at).toISOString() })),
  }));
}
