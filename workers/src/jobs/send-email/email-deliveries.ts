import type pg from 'pg';

/**
 * The send log: one row per email job whose message an SMTP server accepted. A retried job
 * checks it first, so a job that already delivered does not deliver again.
 */
export interface EmailDeliveries {
  wasSent(jobId: string): Promise<boolean>;
  record(jobId: string, messageId: string): Promise<void>;
}

export async function migrateEmailDeliveries(pool: pg.Pool): Promise<void> {
  await pool.query(`CREATE TABLE IF NOT EXISTS email_deliveries (
    job_id text PRIMARY KEY,
    message_id text NOT NULL,
    sent_at timestamptz NOT NULL DEFAULT now()
  )`);
}

export function emailDeliveries(pool: pg.Pool): EmailDeliveries {
  return {
    async wasSent(jobId) {
      const found = await pool.query('SELECT 1 FROM email_deliveries WHERE job_id = $1', [jobId]);
      return (found.rowCount ?? 0) > 0;
    },
    async record(jobId, messageId) {
      await pool.query('INSERT INTO email_deliveries (job_id, message_id) VALUES ($1, $2) ON CONFLICT (job_id) DO NOTHING', [jobId, messageId]);
    },
  };
}
