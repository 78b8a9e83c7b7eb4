import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@glyco/contracts/event-store';
import { createTestDatabase, type TestDatabase } from '@glyco/contracts/testing';
import { inLogicalTables } from '../engine/fixtures/logical-tables';
import type { ProjectionContext } from '../engine/projection';
import { clinicianAccessLogProjection } from './projection';
import { listClinicianAccessLog } from './query';

let database: TestDatabase;
const patientId = randomUUID();
const accessId = randomUUID();

const inTransaction = (work: (ctx: ProjectionContext) => Promise<void>) => inLogicalTables(database.pool, work);
const apply = (events: RecordedEvent[]) => inTransaction(async (ctx) => {
  for (const event of events) await clinicianAccessLogProjection.apply(ctx, event);
});

beforeAll(async () => {
  database = await createTestDatabase();
  await inTransaction((ctx) => clinicianAccessLogProjection.init(ctx));
});
afterAll(async () => {
  await database?.drop();
});

const recorded = (type: string, revision: bigint, data: object, at: string): RecordedEvent => ({
  eventId: randomUUID(), type, schemaVersion: 1, streamId: `clinician_access-${patientId}`, revision,
  position: { commit: revision, prepare: revision }, data: { ...data }, metadata: {}, recordedAt: new Date(at),
});

describe('clinician_access_log projection', () => {
  it('lists redemptions and reads newest first, once each however often they are delivered', async () => {
    const events = [
      recorded('ClinicianAccessStarted', 0n, { patientId, accessId, codeSha256: 'a'.repeat(64) }, '2026-03-01T10:00:00Z'),
      recorded('ClinicianDataViewed', 1n, { patientId, accessId, route: 'GET /api/glucose', query: 'limit=5' }, '2026-03-01T10:01:00Z'),
      recorded('ClinicianDataViewed', 2n, { patientId, accessId, route: 'GET /api/meals', query: '' }, '2026-03-01T10:01:00Z'),
    ];
    await apply(events);
    await apply(events);

    expect(await listClinicianAccessLog(database.pool, patientId, 20)).toEqual({
      entries: [
        { accessId, kind: 'viewed', route: 'GET /api/meals', at: '2026-03-01T10:01:00.000Z' },
        { accessId, kind: 'viewed', route: 'GET /api/glucose', at: '2026-03-01T10:01:00.000Z' },
        { accessId, kind: 'started', route: null, at: '2026-03-01T10:00:00.000Z' },
      ],
      totalCount: 3,
    });
    expect((await listClinicianAccessLog(database.pool, patientId, 1)).entries).toHaveLength(1);
    expect(await listClinicianAccessLog(database.pool, randomUUID(), 20)).toEqual({ entries: [], totalCount: 0 });
  });
});
