import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@glyco/event-store';
import { createTestDatabase, type TestDatabase } from '@glyco/runtime/testing';
import { projectionContext } from '../engine/context';
import { COPY_MIN_ROWS } from '../engine/copy-rows';
import { recordQueryTexts } from '../engine/fixtures/query-texts';
import type { ProjectionContext } from '../engine/projection';
import { auditTimelineProjection } from './projection';

let database: TestDatabase;
let client: pg.PoolClient;
let ctx: ProjectionContext;
let position = 0n;

const ADA = '11111111-1111-4111-8111-111111111111';
const BOB = '55555555-5555-4555-8555-555555555555';
const READING = '22222222-2222-4222-8222-222222222222';

const reading = (userId: string, readingId: string, valueMgdl: number) => ({
  readingId, userId, valueMgdl, entered: { value: valueMgdl, unit: 'mg/dL' }, timestamp: '2024-05-01T07:30:00.000Z',
  timezoneOffsetMinutes: 0, mealContext: 'Fasting', readingType: 'Manual', feeling: 'Normal', notes: '', tags: [],
});

function recorded(type: string, streamId: string, revision: bigint, data: Record<string, unknown>, role = 'patient'): RecordedEvent {
  position += 1n;
  return {
    eventId: randomUUID(), type, schemaVersion: 1, streamId, revision, position: { commit: position, prepare: position }, data,
    metadata: { actor: { userId: String(data.userId), role } }, recordedAt: new Date(Date.UTC(2024, 4, 2, 0, 0, Number(position))),
  };
}

const adaReading = [
  recorded('GlucoseReadingLogged', `glucose_reading-${READING}`, 0n, reading(ADA, READING, 142)),
  recorded('GlucoseReadingUpdated', `glucose_reading-${READING}`, 1n, reading(ADA, READING, 150)),
  recorded('GlucoseReadingUpdated', `glucose_reading-${READING}`, 2n, reading(ADA, READING, 138), 'clinician'),
  recorded('GlucoseReadingDeleted', `glucose_reading-${READING}`, 3n, { readingId: READING, userId: ADA }),
];
const bobReadingId = randomUUID();
const bobReading = recorded('GlucoseReadingLogged', `glucose_reading-${bobReadingId}`, 0n, reading(BOB, bobReadingId, 99));

async function applyAll(context: ProjectionContext, events: readonly RecordedEvent[]) {
  for (const event of events) await auditTimelineProjection.apply(context, event);
}

async function timelineOf(context: ProjectionContext, userId: string) {
  const result = await client.query(
    `SELECT event_id, position_commit, recorded_at, occurred_at, action, entity_type, entity_id, actor_role, summary, changes
       FROM ${context.table('audit_timeline')} WHERE user_id = $1 ORDER BY position_commit`,
    [userId],
  );
  return result.rows;
}

beforeAll(async () => {
  database = await createTestDatabase();
  client = await database.pool.connect();
  ctx = projectionContext(client, auditTimelineProjection, { version: 1, generation: 1 });
  await auditTimelineProjection.init(ctx);
  await auditTimelineProjection.init(ctx);
  await applyAll(ctx, [...adaReading, bobReading]);
});
afterAll(async () => {
  client?.release();
  await database?.drop();
});

describe('audit_timeline projection', () => {
  it('records a reading logged, updated twice and deleted, with the diffs in order', async () => {
    const rows = await timelineOf(ctx, ADA);
    expect(rows.map((row) => [row.action, row.actor_role, row.summary])).toEqual([
      ['created', 'patient', 'Glucose reading 142 mg/dL logged'],
      ['updated', 'patient', 'Glucose reading 150 mg/dL updated'],
      ['updated', 'clinician', 'Glucose reading 138 mg/dL updated'],
      ['deleted', 'patient', 'Glucose reading 138 mg/dL deleted'],
    ]);
    // A logged record's changes are its state's fields from nothing, stored once, as the state.
    expect(rows[0].changes).toBeNull();
    expect(rows[1].changes).toEqual([{ field: 'value', before: 142, after: 150 }]);
    expect(rows[2].changes).toEqual([{ field: 'value', before: 150, after: 138 }]);
    expect(rows[3].changes).toEqual([]);
    expect(rows[0]).toMatchObject({ entity_type: 'glucose_reading', entity_id: READING, event_id: adaReading[0]!.eventId });
    expect(rows[0].occurred_at.toISOString()).toBe('2024-05-01T07:30:00.000Z');
  });

  it('adds nothing when a batch is delivered again', async () => {
    const before = await timelineOf(ctx, ADA);
    await applyAll(ctx, adaReading);
    await applyAll(ctx, adaReading.slice(1, 3));
    expect(await timelineOf(ctx, ADA)).toEqual(before);
  });

  it('keeps each person to their own entries', async () => {
    const rows = await timelineOf(ctx, BOB);
    expect(rows.map((row) => row.summary)).toEqual(['Glucose reading 99 mg/dL logged']);
  });

  it('rebuilds into a fresh generation with the same rows', async () => {
    const rebuilt = projectionContext(client, auditTimelineProjection, { version: 1, generation: 2 });
    await auditTimelineProjection.init(rebuilt);
    await applyAll(rebuilt, [...adaReading, bobReading]);
    expect(await timelineOf(rebuilt, ADA)).toEqual(await timelineOf(ctx, ADA));
    expect(await timelineOf(rebuilt, BOB)).toEqual(await timelineOf(ctx, BOB));
  });

  it('applies a batch exactly as it applies the same events one by one, redelivery included', async () => {
    const profile = [
      recorded('UserRegistered', `user-${ADA}`, 0n, { userId: ADA, name: 'Ada', email: 'ada@example.com', passwordHash: 'secret-hash', diabetesType: 'Type 1' }),
      recorded('ProfileUpdated', `user-${ADA}`, 1n, { userId: ADA, changes: { targetGlucoseRange: { min: 80, max: 170 } } }),
      recorded('ProfileUpdated', `user-${ADA}`, 2n, { userId: ADA, changes: { doctor: { name: 'Dr Reed', phone: '', email: '', accessCode: 'SECRET-CODE-1' } } }),
      recorded('DoctorAccessCodeIssued', `user-${ADA}`, 3n, { userId: ADA, codeHash: 'd'.repeat(64), salt: 'e'.repeat(32), expiresAt: '2026-05-01T00:00:00.000Z' }),
    ];
    const events = [profile[0]!, ...adaReading.slice(0, 2), profile[1]!, bobReading, ...adaReading.slice(2), profile[2]!, profile[3]!];
    const oneByOne = projectionContext(client, auditTimelineProjection, { version: 1, generation: 3 });
    const batched = projectionContext(client, auditTimelineProjection, { version: 1, generation: 4 });
    await auditTimelineProjection.init(oneByOne);
    await auditTimelineProjection.init(batched);
    await applyAll(oneByOne, events);
    for (const batch of [events.slice(0, 3), events.slice(2, 6), events.slice(6), events]) await auditTimelineProjection.applyBatch!(batched, batch);

    for (const user of [ADA, BOB]) expect(await timelineOf(batched, user)).toEqual(await timelineOf(oneByOne, user));
    const states = (context: ProjectionContext) =>
      client.query(`SELECT DISTINCT ON (user_id, entity_id) user_id, entity_id, state, revision FROM ${context.table('audit_timeline')}
                     ORDER BY user_id, entity_id, position_commit DESC, position_prepare DESC`);
    expect((await states(batched)).rows).toEqual((await states(oneByOne)).rows);
    expect((await timelineOf(batched, ADA)).length).toBe(8);
    expect(JSON.stringify(await timelineOf(batched, ADA))).not.toMatch(/secret-hash|SECRET-CODE-1|d{64}|e{32}/);
    expect(JSON.stringify((await states(batched)).rows)).not.toMatch(/SECRET-CODE-1|d{64}|e{32}/);
  });

  it('copies a batch of a sensor\'s readings as small batches would insert them, and adds nothing when it comes again', async () => {
    const user = randomUUID();
    const events = Array.from({ length: COPY_MIN_ROWS + 20 }, (_, index) => {
      const id = randomUUID();
      const logged = { ...reading(user, id, 60 + index), notes: index === 3 ? 'tab\tnewline\nbackslash\\ "quoted"' : '', tags: index === 4 ? ['after\tmeal', 'b'] : [] };
      return recorded('GlucoseReadingLogged', `glucose_reading-${id}`, 0n, logged, 'uploader');
    });
    const edits = [
      recorded('GlucoseReadingUpdated', events[3]!.streamId, 1n, { ...events[3]!.data, valueMgdl: 77 }),
      recorded('GlucoseReadingDeleted', events[4]!.streamId, 1n, { readingId: events[4]!.data.readingId, userId: user }),
    ];
    const inSmallBatches = projectionContext(client, auditTimelineProjection, { version: 1, generation: 5 });
    const copied = projectionContext(client, auditTimelineProjection, { version: 1, generation: 6 });
    await auditTimelineProjection.init(inSmallBatches);
    await auditTimelineProjection.init(copied);
    for (let start = 0; start < events.length; start += 50) await auditTimelineProjection.applyBatch!(inSmallBatches, events.slice(start, start + 50));
    await auditTimelineProjection.applyBatch!(inSmallBatches, edits);
    const sent = recordQueryTexts(client);
    // As the engine applies a batch: in its transaction.
    await client.query('BEGIN');
    await auditTimelineProjection.applyBatch!(copied, events);
    await auditTimelineProjection.applyBatch!(copied, events);
    await auditTimelineProjection.applyBatch!(copied, edits);
    await client.query('COMMIT');
    sent.stop();

    // The second delivery skips the look-up of its new readings' states; its COPY finds them and rolls back.
    expect(sent.texts.filter((text) => text.startsWith('COPY'))).toHaveLength(2);
    expect(sent.texts.filter((text) => text.startsWith('ROLLBACK TO SAVEPOINT'))).toHaveLength(1);
    const copiedRows = await timelineOf(copied, user);
    expect(copiedRows).toEqual(await timelineOf(inSmallBatches, user));
    expect(copiedRows).toHaveLength(COPY_MIN_ROWS + 22);
    const states = (context: ProjectionContext) => client.query(`SELECT event_id, state, group_id FROM ${context.table('audit_timeline')} ORDER BY position_commit`);
    const groups = (context: ProjectionContext) => client.query(`SELECT count, occurred_from, occurred_to, last_event_id FROM ${context.table('audit_groups')} ORDER BY last_commit`);
    expect((await states(copied)).rows).toEqual((await states(inSmallBatches)).rows);
    expect((await groups(copied)).rows).toEqual((await groups(inSmallBatches)).rows);
  });

  it('looks up only the states a copied batch needs, and works it out again when some of its readings were applied before', async () => {
    const user = randomUUID();
    const logged = Array.from({ length: COPY_MIN_ROWS + 200 }, (_, index) => {
      const id = randomUUID();
      return recorded('GlucoseReadingLogged', `glucose_reading-${id}`, 0n, reading(user, id, 60 + (index % 300)), 'uploader');
    });
    const edit = (of: RecordedEvent, valueMgdl: number) => recorded('GlucoseReadingUpdated', of.streamId, 1n, { ...of.data, valueMgdl });
    const earlyEdit = edit(logged[3]!, 77);
    const lateEdit = edit(logged.at(-5)!, 88);
    const oneByOne = projectionContext(client, auditTimelineProjection, { version: 1, generation: 7 });
    const copied = projectionContext(client, auditTimelineProjection, { version: 1, generation: 8 });
    await auditTimelineProjection.init(oneByOne);
    await auditTimelineProjection.init(copied);
    const split = COPY_MIN_ROWS + 150;
    await applyAll(oneByOne, [...logged.slice(0, split), earlyEdit, ...logged.slice(split), lateEdit]);

    await auditTimelineProjection.applyBatch!(copied, logged.slice(0, 100));
    await client.query('BEGIN');
    // New readings and an edit of one applied in the batch before, whose state must be looked up.
    await auditTimelineProjection.applyBatch!(copied, [...logged.slice(100, split), earlyEdit]);
    // Applied readings again, new ones, and an edit of one of those.
    await auditTimelineProjection.applyBatch!(copied, [...logged.slice(150), lateEdit]);
    await client.query('COMMIT');

    const rows = (context: ProjectionContext) => client.query(`SELECT event_id, summary, changes, state, revision FROM ${context.table('audit_timeline')} ORDER BY position_commit`);
    const groups = (context: ProjectionContext) => client.query(`SELECT count, occurred_from, occurred_to, last_event_id FROM ${context.table('audit_groups')} ORDER BY last_commit`);
    expect((await rows(copied)).rows).toEqual((await rows(oneByOne)).rows);
    expect((await rows(copied)).rows).toHaveLength(COPY_MIN_ROWS + 202);
    expect((await rows(copied)).rows.filter((row) => row.revision === '1').map((row) => row.summary)).toEqual([
      expect.stringContaining('updated'), expect.stringContaining('updated'),
    ]);
    expect((await groups(copied)).rows).toEqual((await groups(oneByOne)).rows);
  });
});
