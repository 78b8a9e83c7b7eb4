import { randomUUID } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { ZipFile } from 'yazl';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_EXPORT_JSON_FILES, IMPORT_FORMAT_MESSAGES, IMPORT_LIMITS, IMPORT_MESSAGES, ImportRequested, ImportStarted, streamIds } from '@glyco/contracts';
import { createPostgresEventStore, PersonErasedError, type EventStore, type PostgresEventStore } from '@glyco/event-store';
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
  deps = { store, pool: database.pool, clock: () => new Date(), timeZoneOf: async () => 'UTC', storedReadingsOf: async () => 0 };
});

afterAll(async () => {
  await store.close();
  await database.drop();
});

async function requestImport(bytes: Buffer, userId: string = randomUUID()) {
  const job = { importId: randomUUID(), userId, requestEventId: randomUUID() };
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
  }, 60_000);

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
  }, 60_000);

  it('records a file in no known format as failed, with the reason, and deletes it', async () => {
    const job = await requestImport(Buffer.from('Date;Steps\n2026-03-14;8123\n'));
    await expect(processImportJob(deps, job)).resolves.toBe('failed');
    const history = await store.readStream(streamIds.import(job.importId));
    expect(history.at(-1)).toMatchObject({ type: 'ImportFailed', data: { message: IMPORT_FORMAT_MESSAGES.unknownFormat } });
    expect(await findImportUpload(database.pool, job.importId)).toBeUndefined();
  });
});

/** A Glyco export zip whose readings file inflates to `megabytes` MB of `{},`: about 1,000 to 1 compressed. */
async function zipBomb(megabytes: number): Promise<Buffer> {
  const zip = new ZipFile();
  const item = Buffer.from('{},'.repeat(1024 * 1024));
  const readings = Buffer.concat([Buffer.from('['), ...Array.from({ length: Math.round(megabytes / 3) }, () => item), Buffer.from('{}]')]);
  zip.addBuffer(readings, ACCOUNT_EXPORT_JSON_FILES.readings.name);
  zip.addBuffer(Buffer.from('[]'), ACCOUNT_EXPORT_JSON_FILES.meals.name);
  zip.addBuffer(Buffer.from('[]'), ACCOUNT_EXPORT_JSON_FILES.doses.name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A Nightscout entries file of `count` readings a minute apart. */
function nightscoutEntries(count: number): Buffer {
  const start = Date.parse('2026-06-01T00:00:00Z');
  const entries = Array.from({ length: count }, (_, index) => ({ type: 'sgv', sgv: 80 + (index % 150), dateString: new Date(start + index * 60_000).toISOString(), device: 'xDrip-DexcomG6' }));
  return Buffer.from(JSON.stringify(entries));
}

describe('an import within its limits', () => {
  it('fails a 128 MB zip bomb once, with the reason, storing nothing and deleting the file', async () => {
    const bomb = await zipBomb(128);
    expect(bomb.length).toBeLessThan(IMPORT_LIMITS.maxFileBytes / 64);
    const job = await requestImport(bomb);
    await expect(processImportJob(deps, job)).resolves.toBe('failed');
    const state = await stateOf(job.importId);
    expect(state).toMatchObject({ started: false, finished: 'failed', created: [] });
    const history = await store.readStream(streamIds.import(job.importId));
    expect(history.map((event) => event.type)).toEqual(['ImportRequested', 'ImportFailed']);
    expect(history.at(-1)!.data).toMatchObject({ message: IMPORT_FORMAT_MESSAGES.tooManyRecords });
    expect(await findImportUpload(database.pool, job.importId)).toBeUndefined();
    await expect(processImportJob(deps, job)).resolves.toBe('already-finished');
  }, 60_000);

  it('keeps the event loop answering while a large Nightscout file is read and appended', async () => {
    const job = await requestImport(nightscoutEntries(60_000));
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    await expect(processImportJob(deps, job)).resolves.toBe('completed');
    delay.disable();
    // Parsing the whole file on this loop stalled it for seconds; appending a chunk takes milliseconds.
    expect(delay.max / 1e6).toBeLessThan(1_000);
    expect((await stateOf(job.importId)).counts.readings).toBe(60_000);
  }, 120_000);

  it('stops at the readings quota before appending past it, saying why', async () => {
    const job = await requestImport(file);
    const nearlyFull = { ...deps, storedReadingsOf: async () => IMPORT_LIMITS.readingsQuota - 100 };
    await expect(processImportJob(nearlyFull, job)).resolves.toBe('failed');
    const state = await stateOf(job.importId);
    expect(state).toMatchObject({ started: true, finished: 'failed', chunksDone: 0, created: [] });
    expect((await store.readStream(streamIds.import(job.importId))).at(-1)!.data).toMatchObject({ message: IMPORT_MESSAGES.importStoppedAtQuota });
  });

  it('runs one person\'s imports one at a time and another person\'s beside them', async () => {
    const ada = randomUUID();
    const held = await database.pool.connect();
    try {
      await held.query("SELECT pg_advisory_lock(hashtext('glyco-import'), hashtext($1))", [ada]);
      const waiting = await requestImport(file, ada);
      const adaRun = processImportJob(deps, waiting);
      const other = await requestImport(file);
      await expect(processImportJob(deps, other)).resolves.toBe('completed');
      expect((await stateOf(waiting.importId)).started).toBe(false);
      await held.query("SELECT pg_advisory_unlock(hashtext('glyco-import'), hashtext($1))", [ada]);
      await expect(adaRun).resolves.toBe('completed');
    } finally {
      held.release();
    }
  }, 60_000);

  it('drops an import whose person was erased while it ran, keeping nothing and not retrying', async () => {
    const job = await requestImport(file);
    const erasing: EventStore = { ...store, appendMany: vi.fn(async () => Promise.reject(new PersonErasedError(job.userId))) } as EventStore;
    await expect(processImportJob({ ...deps, store: erasing }, job)).resolves.toBe('discarded');
    expect((await stateOf(job.importId)).created).toEqual([]);
    expect(await findImportUpload(database.pool, job.importId)).toBeUndefined();
  });
});
