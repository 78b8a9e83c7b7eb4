import type { RecordedEvent } from '@glyco/event-store';
import { isErasedData } from '@glyco/contracts';
import type { Projection, ProjectionContext } from '@glyco/projections';
import { documentOf, identifierOf, lastEventPerRecord, recordKindOf, V3_DOCUMENT_EVENT_TYPES } from './present-document';
import { nextServerModified } from './server-modified';

/**
 * nightscout_v3_documents: readings, doses and meals as API v3 documents, with Nightscout's
 * `srvCreated`, `srvModified` and `isValid`. A deleted record keeps its row with isValid false,
 * so history tells a syncing app to drop it. Bump the version when the v1 presenters change.
 */
export const nightscoutV3DocumentsProjection: Projection = {
  name: 'nightscout_v3_documents',
  version: 1,
  tables: ['nightscout_v3_documents'],
  personRows: { nightscout_v3_documents: 'user_id' },
  shreddedReadingRows: { nightscout_v3_documents: { column: 'taken_at', where: "collection = 'entries'" } },
  handles: V3_DOCUMENT_EVENT_TYPES,
  async init({ sql, table, index }) {
    await sql.query(`CREATE TABLE IF NOT EXISTS ${table('nightscout_v3_documents')} (
      identifier uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      collection text NOT NULL,
      kind text NOT NULL,
      taken_at timestamptz NOT NULL,
      date_ms bigint NOT NULL,
      document jsonb NOT NULL,
      srv_created bigint NOT NULL,
      srv_modified bigint NOT NULL,
      is_valid boolean NOT NULL,
      revision bigint NOT NULL
    )`);
    // History pages by srvModified, and apply reads the latest one per person and collection.
    await sql.query(`CREATE INDEX IF NOT EXISTS ${index('nightscout_v3_documents', 'modified')} ON ${table('nightscout_v3_documents')} (user_id, collection, srv_modified)`);
  },
  async indexes({ sql, table, index }) {
    await sql.query(`CREATE INDEX IF NOT EXISTS ${index('nightscout_v3_documents', 'date')} ON ${table('nightscout_v3_documents')} (user_id, collection, date_ms DESC)`);
  },
  apply: (ctx, event) => applyDocumentsBatch(ctx, [event]),
  applyBatch: applyDocumentsBatch,
};

async function applyDocumentsBatch(ctx: ProjectionContext, events: readonly RecordedEvent[]): Promise<void> {
  const latest = lastEventPerRecord(events).filter((event) => !isErasedData(event.data) || recordKindOf(event.type)?.deleted);
  if (latest.length === 0) return;
  const stamp = await nextServerModified(ctx, latest);
  const live = latest.filter((event) => !recordKindOf(event.type)!.deleted);
  const deleted = latest.filter((event) => recordKindOf(event.type)!.deleted);
  if (live.length > 0) await upsertDocuments(ctx, live, stamp);
  if (deleted.length > 0) await invalidateDocuments(ctx, deleted, stamp);
}

async function upsertDocuments({ sql, table }: ProjectionContext, events: readonly RecordedEvent[], stamp: (event: RecordedEvent) => number) {
  const documents = events.map((event) => documentOf(recordKindOf(event.type)!.kind, event.data));
  const column = <T>(pick: (index: number) => T) => documents.map((_, index) => pick(index));
  await sql.query(
    `INSERT INTO ${table('nightscout_v3_documents')} AS current (identifier, user_id, collection, kind, taken_at, date_ms, document, srv_created, srv_modified, is_valid, revision)
     SELECT r.identifier, r.user_id, r.collection, r.kind, r.taken_at, r.date_ms, r.document, r.srv, r.srv, true, r.revision
       FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::timestamptz[], $6::bigint[], $7::jsonb[], $8::bigint[], $9::bigint[])
         AS r(identifier, user_id, collection, kind, taken_at, date_ms, document, srv, revision)
     ON CONFLICT (identifier) DO UPDATE SET taken_at = EXCLUDED.taken_at, date_ms = EXCLUDED.date_ms, document = EXCLUDED.document,
       srv_modified = EXCLUDED.srv_modified, is_valid = true, revision = EXCLUDED.revision
     WHERE current.revision < EXCLUDED.revision`,
    [
      column((i) => documents[i]!.identifier), column((i) => documents[i]!.userId), column((i) => documents[i]!.collection), column((i) => documents[i]!.kind),
      column((i) => documents[i]!.takenAt), column((i) => documents[i]!.dateMs), column((i) => JSON.stringify(documents[i]!.document)),
      column((i) => stamp(events[i]!)), column((i) => events[i]!.revision.toString()),
    ],
  );
}

async function invalidateDocuments({ sql, table }: ProjectionContext, events: readonly RecordedEvent[], stamp: (event: RecordedEvent) => number) {
  await sql.query(
    `UPDATE ${table('nightscout_v3_documents')} AS current SET is_valid = false, srv_modified = r.srv, revision = r.revision
       FROM unnest($1::uuid[], $2::bigint[], $3::bigint[]) AS r(identifier, srv, revision)
      WHERE current.identifier = r.identifier AND current.revision < r.revision`,
    [events.map((event) => identifierOf(event.data)), events.map(stamp), events.map((event) => event.revision.toString())],
  );
}
