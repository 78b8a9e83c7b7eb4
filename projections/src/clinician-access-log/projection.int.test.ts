import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@glyco/event-store';
import { createTestDatabase, type TestDatabase } from '@glyco/runtime/testing';
import { inLogicalTables } from '../engine/fixtures/logical-tables';
import type { ProjectionContext } from '../engine/projection';
import { clinicianAccessLogProjection } from './projection';
import { listClinicianAccessLog } from './query';

let database: TestDatabase;
const patientId = randomUUID();
const otherPatientId = randomUUID();
const firstVisit = randomUUID();
let revision = 0n;

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

function recorded(type: string, patient: string, data: object, at: string): RecordedEvent {
  revision += 1n;
  return {
    eventId: randomUUID(), type, schemaVersion: 1, streamId: `clinician_access-${patient}`, revision,
    position: { commit: revision, prepare: revision }, data: { patientId: patient, ...data }, metadata: {}, recordedAt: new Date(at),
  };
}
const started = (accessId: string, at: string, patient = patientId) =>
  recorded('ClinicianAccessStarted', patient, { accessId, codeSha256: 'a'.repeat(64) }, at);
const viewed = (accessId: string, route: string, at: string, patient = patientId) =>
  recorded('ClinicianDataViewed', patient, { accessId, route, query: '' }, at);

const onUserStream = (type: string, patient: string, data: object, at: string) => ({
  ...recorded(type, patient, {}, at),
  streamId: `user-${patient}`,
  data: { userId: patient, ...data },
});
const codeIssued = (patient: string, at: string) =>
  onUserStream('DoctorAccessCodeIssued', patient, { codeHash: 'b'.repeat(64), salt: 'c'.repeat(32), expiresAt: '2026-05-01T00:00:00Z' }, at);
const accessRevoked = (patient: string, at: string) => onUserStream('DoctorAccessRevoked', patient, {}, at);


const firstVisitEvents = [
  started(firstVisit, '2026-03-01T10:00:00Z'),
  viewed(firstVisit, 'GET /api/meals', '2026-03-01T10:01:00Z'),
  viewed(firstVisit, 'GET /api/glucose', '2026-03-01T10:01:00Z'),
  viewed(firstVisit, 'GET /api/glucose', '2026-03-01T10:05:00Z'),
  viewed(firstVisit, 'GET /api/glucose/stats/overview', '2026-03-01T10:14:00Z'),
];

describe('clinician_access_log visits', () => {
  it('groups a visit into one entry with its reads and distinct areas, however often events are delivered', async () => {
    await apply(firstVisitEvents);
    await apply(firstVisitEvents);

    expect(await listClinicianAccessLog(database.pool, patientId, 10)).toEqual({
      entries: [{
        accessId: firstVisit,
        startedAt: '2026-03-01T10:00:00.000Z',
        lastSeenAt: '2026-03-01T10:14:00.000Z',
        reads: 4,
        viewed: ['glucose readings', 'glucose statistics', 'meals'],
        expiresAt: '2026-03-01T14:00:00.000Z',
        revokedAt: null,
      }],
      totalCount: 1,
    });
  });

  it('lists visits newest first, counts them all, and never shows another patient\'s', async () => {
    const returningPatientId = randomUUID();
    const [earlier, later, othersVisit] = [randomUUID(), randomUUID(), randomUUID()];
    await apply([
      started(earlier, '2026-03-01T10:00:00Z', returningPatientId),
      viewed(earlier, 'GET /api/glucose', '2026-03-01T10:01:00Z', returningPatientId),
      viewed(earlier, 'GET /api/meals', '2026-03-01T10:02:00Z', returningPatientId),
      started(othersVisit, '2026-03-09T09:00:00Z', otherPatientId),
      viewed(othersVisit, 'GET /api/insulin', '2026-03-09T09:01:00Z', otherPatientId),
      started(later, '2026-03-08T16:30:00Z', returningPatientId),
      viewed(later, 'GET /api/reports/export/pdf', '2026-03-08T16:31:00Z', returningPatientId),
    ]);

    const log = await listClinicianAccessLog(database.pool, returningPatientId, 10);
    expect(log.entries.map((visit) => [visit.accessId, visit.reads, visit.viewed])).toEqual([
      [later, 1, ['PDF report']],
      [earlier, 2, ['glucose readings', 'meals']],
    ]);
    expect(log.totalCount).toBe(2);
    expect(await listClinicianAccessLog(database.pool, returningPatientId, 1)).toMatchObject({ entries: [{ accessId: later }], totalCount: 2 });
  });

  it('shows a redemption without reads as a visit of its own, and nothing for a patient without visits', async () => {
    const quietPatientId = randomUUID();
    await apply([started(randomUUID(), '2026-03-10T08:00:00Z', quietPatientId)]);

    const { entries } = await listClinicianAccessLog(database.pool, quietPatientId, 10);
    expect(entries).toEqual([expect.objectContaining({ reads: 0, viewed: [], startedAt: '2026-03-10T08:00:00.000Z', lastSeenAt: '2026-03-10T08:00:00.000Z' })]);
    expect(await listClinicianAccessLog(database.pool, randomUUID(), 10)).toEqual({ entries: [], totalCount: 0 });
  });

  it('ends a visit early when the patient issues a new code or revokes access during it, and only then', async () => {
    const patient = randomUUID();
    const [cutShort, revoked, afterwards] = [randomUUID(), randomUUID(), randomUUID()];
    await apply([
      codeIssued(patient, '2026-04-01T08:00:00Z'),
      started(cutShort, '2026-04-01T09:00:00Z', patient),
      viewed(cutShort, 'GET /api/glucose', '2026-04-01T09:15:00Z', patient),
      codeIssued(patient, '2026-04-01T09:20:00Z'),
      started(revoked, '2026-04-01T09:30:00Z', patient),
    ]);
    const revocation = accessRevoked(patient, '2026-04-01T09:40:00Z');
    await apply([revocation, revocation, codeIssued(patient, '2026-04-01T09:50:00Z'), started(afterwards, '2026-04-01T10:00:00Z', patient)]);

    const { entries } = await listClinicianAccessLog(database.pool, patient, 10);
    expect(entries.map((visit) => [visit.accessId, visit.revokedAt])).toEqual([
      [afterwards, null],
      [revoked, '2026-04-01T09:40:00.000Z'],
      [cutShort, '2026-04-01T09:20:00.000Z'],
    ]);
    const { rows } = await database.pool.query('SELECT * FROM clinician_access_code_changes WHERE patient_id = $1', [patient]);
    expect(rows).toHaveLength(4);
  });
});
