import type pg from 'pg';
import { createPersonKeysTable, unlessErased } from '@glyco/event-store';

/**
 * Uploaded files waiting for their import job. A file is kept only until the job has read it:
 * the job deletes it once the import is finished or has failed, so no copy of a person's export
 * stays on the server.
 */
export async function migrateImportUploads(pool: pg.Pool): Promise<void> {
  await pool.query(`CREATE TABLE IF NOT EXISTS import_uploads (
    import_id uuid PRIMARY KEY,
    user_id uuid NOT NULL,
    content_type text NOT NULL,
    bytes bytea NOT NULL,
    uploaded_at timestamptz NOT NULL DEFAULT now()
  )`);
  // The tombstones `saveImportUpload` checks.
  await createPersonKeysTable(pool);
}

export interface ImportUpload {
  importId: string;
  userId: string;
  contentType: string;
  bytes: Buffer;
}

/** Throws PersonErasedError, saving nothing, once the person's account deletion began. */
export async function saveImportUpload(pool: pg.Pool, upload: ImportUpload): Promise<void> {
  await unlessErased(pool, upload.userId, (client) =>
    client.query(
      'INSERT INTO import_uploads (import_id, user_id, content_type, bytes) VALUES ($1, $2, $3, $4) ON CONFLICT (import_id) DO NOTHING',
      [upload.importId, upload.userId, upload.contentType, upload.bytes],
    ),
  );
}

export async function findImportUpload(pool: pg.Pool, importId: string): Promise<ImportUpload | undefined> {
  const found = await pool.query<{ user_id: string; content_type: string; bytes: Buffer }>(
    'SELECT user_id, content_type, bytes FROM import_uploads WHERE import_id = $1',
    [importId],
  );
  const row = found.rows[0];
  return row && { importId, userId: row.user_id, contentType: row.content_type, bytes: row.bytes };
}

export async function deleteImportUpload(pool: pg.Pool, importId: string): Promise<void> {
  await pool.query('DELETE FROM import_uploads WHERE import_id = $1', [importId]);
}

/** Deleting an account: an upload still waiting for its job goes with it. */
export async function deleteImportUploadsOf(pool: pg.Pool, userId: string): Promise<void> {
  await pool.query('DELETE FROM import_uploads WHERE user_id = $1', [userId]);
}
