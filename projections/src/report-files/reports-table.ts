import type pg from 'pg';

/** Rendered PDFs, one per report id: a retried job finds its report and renders nothing twice. */
export async function migrateReportsTable(pool: pg.Pool): Promise<void> {
  await pool.query(`CREATE TABLE IF NOT EXISTS reports (
    report_id uuid PRIMARY KEY,
    user_id uuid NOT NULL,
    pdf bytea NOT NULL,
    rendered_at timestamptz NOT NULL DEFAULT now()
  )`);
}

export async function reportExists(pool: pg.Pool, reportId: string): Promise<boolean> {
  return ((await pool.query('SELECT 1 FROM reports WHERE report_id = $1', [reportId])).rowCount ?? 0) > 0;
}

/** `db` may be a transaction's client: the report job saves under the person's erasure lock. */
export async function saveReport(db: pg.Pool | pg.PoolClient, report: { reportId: string; userId: string; pdf: Buffer }): Promise<void> {
  await db.query('INSERT INTO reports (report_id, user_id, pdf) VALUES ($1, $2, $3) ON CONFLICT (report_id) DO NOTHING', [
    report.reportId,
    report.userId,
    report.pdf,
  ]);
}

/** The PDF of a report, only for the user who asked for it. */
export async function findReportPdf(pool: pg.Pool, reportId: string, userId: string): Promise<Buffer | undefined> {
  const found = await pool.query<{ pdf: Buffer }>('SELECT pdf FROM reports WHERE report_id = $1 AND user_id = $2', [reportId, userId]);
  return found.rows[0]?.pdf;
}

/** Deleting an account: the person's rendered reports go with it. */
export async function deleteReportsOf(pool: pg.Pool, userId: string): Promise<void> {
  await pool.query('DELETE FROM reports WHERE user_id = $1', [userId]);
}
