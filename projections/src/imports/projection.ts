import { ImportChunkIngested, ImportCompleted, ImportFailed, ImportRequested, ImportStarted, ImportUndone, idFromStream, STREAM_PREFIXES } from '@glyco/contracts';
import type { RecordedEvent } from '@glyco/event-store';
import type { Projection, ProjectionContext } from '../engine/projection';

/**
 * imports: one row per file import, its status, progress, counts and first refused rows, for the
 * Import page and GET /api/imports. Every update is guarded by the stream revision, so an event
 * applied twice changes nothing.
 */
export const importsProjection: Projection = {
  name: 'imports',
  version: 1,
  tables: ['imports'],
  personRows: { imports: 'user_id' },
  handles: [ImportRequested.type, ImportStarted.type, ImportChunkIngested.type, ImportCompleted.type, ImportFailed.type, ImportUndone.type],
  async init({ sql, table, index }) {
    await sql.query(`CREATE TABLE IF NOT EXISTS ${table('imports')} (
      import_id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      file_name text NOT NULL,
      status text NOT NULL,
      format text,
      device_kind text,
      done integer NOT NULL DEFAULT 0,
      total integer NOT NULL DEFAULT 0,
      counts jsonb NOT NULL,
      errors jsonb NOT NULL DEFAULT '[]',
      failure text,
      created_at timestamptz NOT NULL,
      finished_at timestamptz,
      undone_at timestamptz,
      revision bigint NOT NULL
    )`);
    await sql.query(`CREATE INDEX IF NOT EXISTS ${index('imports', 'user_created')} ON ${table('imports')} (user_id, created_at DESC)`);
  },
  async apply(ctx, event) {
    if (event.type === ImportRequested.type) return insertImport(ctx, event);
    const change = changeOf(event);
    if (change) await updateImport(ctx, event, change);
  },
};

const EMPTY_COUNTS = { readings: 0, meals: 0, doses: 0, duplicates: 0, rejected: 0 };

async function insertImport({ sql, table }: ProjectionContext, event: RecordedEvent) {
  const data = event.data;
  await sql.query(
    `INSERT INTO ${table('imports')} (import_id, user_id, file_name, status, counts, created_at, revision)
     VALUES ($1, $2, $3, 'queued', $4, $5, $6) ON CONFLICT (import_id) DO NOTHING`,
    [idFromStream(event.streamId, STREAM_PREFIXES.import), data.userId, data.fileName, EMPTY_COUNTS, event.recordedAt, event.revision.toString()],
  );
}

/** Column assignments (SQL with $3.. parameters) and their values for one event. */
interface Change {
  set: string;
  values: unknown[];
}

function changeOf(event: RecordedEvent): Change | undefined {
  const data = event.data;
  switch (event.type) {
    case ImportStarted.type:
      return {
        set: `status = 'running', format = $3, device_kind = $4, total = $5, counts = $6, errors = $7`,
        values: [data.format, data.deviceKind ?? null, data.total, data.counts, JSON.stringify(data.errors)],
      };
    case ImportChunkIngested.type:
      return { set: `done = $3, counts = $4, errors = errors || $5::jsonb`, values: [data.done, data.counts, JSON.stringify(data.errors)] };
    case ImportCompleted.type:
      return { set: `status = 'done', done = total, counts = $3, finished_at = $4`, values: [data.counts, event.recordedAt] };
    case ImportFailed.type:
      return { set: `status = 'failed', failure = $3, finished_at = $4`, values: [data.message, event.recordedAt] };
    case ImportUndone.type:
      return { set: `undone_at = $3`, values: [event.recordedAt] };
    default:
      return undefined;
  }
}

async function updateImport({ sql, table }: ProjectionContext, event: RecordedEvent, change: Change) {
  await sql.query(`UPDATE ${table('imports')} SET ${change.set}, revision = $2 WHERE import_id = $1 AND revision < $2`, [
    idFromStream(event.streamId, STREAM_PREFIXES.import),
    event.revision.toString(),
    ...change.values,
  ]);
}
