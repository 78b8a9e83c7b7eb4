import type pg from 'pg';
import { isErasureBegun, PersonErasedError, unlessErased } from '@glyco/event-store';

/**
 * The send log: one row per email job whose message an SMTP server accepted. A retried job
 * checks it first, so a job that already delivered does not deliver again.
 */
export interface EmailDeliveries {
  wasSent(jobId: string): Promise<boolean>;
  /** True once the recipient's account deletion began: their email is dropped, not sent. */
  recipientErased(personId: string): Promise<boolean>;
  /**
   * Sends (`send` answers the Message-ID) and logs the send, holding the recipient's erasure lock:
   * a deletion beginning meanwhile waits for it, and once one has begun nothing is sent ('erased').
   */
  deliverUnlessErased(jobId: string, personId: string, send: () => Promise<string>): Promise<'sent' | 'erased'>;
}

const RECORD_SENT = 'INSERT INTO email_deliveries (job_id, message_id) VALUES ($1, $2) ON CONFLICT (job_id) DO NOTHING';

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
    recipientErased: (personId) => isErasureBegun(pool, personId),
    async deliverUnlessErased(jobId, personId, send) {
      try {
        await unlessErased(pool, personId, async (client) => client.query(RECORD_SENT, [jobId, await send()]));
        return 'sent';
      } catch (error) {
        if (error instanceof PersonErasedError) return 'erased';
        throw error;
      }
    },
  };
}
