import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_FORMAT_MESSAGES, IMPORT_LIMITS, ImportRequested, ImportStarted, streamIds } from '@glyco/contracts';
import { createPostgresEventStore, type PostgresEventStore } from '@glyco/event-store';
import { createTestDatabase, type TestDatabase } from '@glyco/runtime/testing';
import { parseImportFile } from '../formats';
import { ingestRecords } from '../ingest/ingest-records';
import { foldImport } from './import-state';
import { processImportJob, type ImportJobDeps } from './process-import';
import { clarityExport } from '@glyco/testing/clarity-export';
import { findImportUpload, migrateImportUploads, saveImportUpload } from './uploads-table';

let database: TestDatabase;
let store: PostgresEventStore;
let deps: ImportJobDeps;
const file = Buffer.from(clarityExport({ firstDay: '2026-10-01', days: 10 }));
const parsed = parseImportFile({ bytes: file }, { timeZone: 'UTC' });

beforeAll(async () => {
  database = await createTestDatabase();
  store = createPostgresEventStore({ pool: database.pool, schema: 'event_store' });
  await store.migrate();
  await migrateImportUploads(database.pool);
  deps = { store, pool: database.pool, clock: () => new Date(), timeZoneOf: async () => 'UTC' };
});

afterAll(async () => {
  await store.close();
  await database.drop();
});

async function requestImport(bytes: Buffer) {
  const job = { importId: randomUUID(), userId: randomUUID(), requestEventId: randomUUID() };
  await saveImportUpload(database.pool, { importId: job.importId, userId: job.userId, contentType: 'text/csv', bytes });
  const data = { importId: job.importId, userId: job.userId, fileName: 'export.csv', byteSize: bytes.length };
  await store.append(streamIds.import(job.importId), [{ eventId: job.requestEventId, type: ImportRequested.type, data }], { expectedRevision: 'no_stream' });
  return job;
}

const stateOf = async (importId: string) => foldImport(await store.readStream(streamIds.import(importId)));

describe('the import job', () => {
  it('appends the file in chunks, records the result and deletes the file; a second run does nothing', async () => {
    const job = await requestImport(file);
    await expect(processImportJob(deps, job)).resolves.toBe('completed');
    const state = await stateOf(job.importId);
    expect(state).toMatchObject({ finished: 'completed', chunksDone: Math.ceil(parsed.records.length / IMPORT_LIMITS.chunkSize) });
    expect(state.counts).toEqual({ readings: 2880, meals: 10, doses: 10, duplicates: 0, rejected: 0 });
    expect(state.created).toHaveLength(2900);
    expect(await findImportUpload(database.pool, job.importId)).toBeUndefined();
    await expect(processImportJob(deps, job)).resolves.toBe('already-finished');
  });

  it('resumes after a stop between appending a chunk and recording it, counting that chunk as its own', async () => {
    const job = await requestImport(file);
    const started = { importId: job.importId, userId: job.userId, format: 'dexcom-clarity', total: parsed.records.length, counts: { readings: 0, meals: 0, doses: 0, duplicates: 0, rejected: 0 }, errors: [] };
    await store.append(streamIds.import(job.importId), [{ eventId: randomUUID(), type: ImportStarted.type, data: started }], { expectedRevision: 0n });
    const actor = { userId: job.userId, role: 'patient' as const };
    await ingestRecords({ eventStore: store, clock: deps.clock }, { userId: job.userId, actor, importId: job.importId, correlationId: job.importId, records: parsed.records.slice(0, IMPORT_LIMITS.chunkSize) });
    await expect(processImportJob(deps, job)).resolves.toBe('completed');
    const state = await stateOf(job.importId);
    expect(state.counts).toEqual({ readings: 2880, meals: 10, doses: 10, duplicates: 0, rejected: 0 });
    expect(new Set(state.created).size).toBe(2900);
  });

  it('records a file in no known format as failed, with the reason, and deletes it', async () => {
    const job = await requestImport(Buffer.from('Date;Steps\n2026-03-14;8123\n'));
    await expect(processImportJob(deps, job)).resolves.toBe('failed');
    const history = await store.readStream(streamIds.import(job.importId));
    expect(history.at(-1)).toMatchObject({ type: 'ImportFailed', data: { message: IMPORT_FORMAT_MESSAGES.unknownFormat } });
    expect(await findImportUpload(database.pool, job.importId)).toBeUndefined();
  });
});
