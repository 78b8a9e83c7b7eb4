import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@glyco/event-store';
import { createTestDatabase, type TestDatabase } from '@glyco/runtime/testing';
import { projectionContext } from '../engine/context';
import type { ProjectionContext } from '../engine/projection';
import { auditTimelineProjection } from './projection';

let database: TestDatabase;
let client: pg.PoolClient;
let position = 0n;

const ADA = '11111111-1111-4111-8111-111111111111';
const IMPORT = '33333333-3333-4333-8333-333333333333';
const START = Date.UTC(2024, 4, 2, 8, 0);

interface Logged {
  at: string;
  recordedMinute: number;
  metadata?: Record<string, unknown>;
  type?: string;
}

/** A reading logged `recordedMinute` minutes after START, taken at `at`, by the metadata's actor (the person by default). */
function reading({ at, recordedMinute, metadata = {}, type = 'GlucoseReadingLogged' }: Logged): RecordedEvent {
  position += 1n;
  const readingId = randomUUID();
  return {
    eventId: randomUUID(), type, schemaVersion: 1, streamId: `glucose_reading-${readingId}`, revision: 0n, position: { commit: position, prepare: position },
    data: {
      readingId, userId: ADA, valueMgdl: 120, entered: { value: 120, unit: 'mg/dL' }, timestamp: at, timezoneOffsetMinutes: 120,
      mealContext: 'Other', readingType: 'CGM', feeling: 'Normal', notes: '', tags: [],
    },
    metadata: { actor: { userId: ADA, role: 'patient' }, ...metadata },
    recordedAt: new Date(START + recordedMinute * 60_000),
  };
}

const uploader = (device: string) => ({ actor: { userId: ADA, role: 'uploader', device } });
const profileUpdate = (recordedMinute: number): RecordedEvent => {
  position += 1n;
  return {
    eventId: randomUUID(), type: 'ProfileUpdated', schemaVersion: 1, streamId: `user-${ADA}`, revision: position, position: { commit: position, prepare: position },
    data: { userId: ADA, changes: { targetGlucoseRange: { min: 80, max: 170 } } }, metadata: { actor: { userId: ADA, role: 'patient' } },
    recordedAt: new Date(START + recordedMinute * 60_000),
  };
};

const events = [
  // One import over twenty minutes of recording.
  ...[0, 10, 20].map((minute) => reading({ at: `2024-04-01T0${minute / 10}:00:00.000Z`, recordedMinute: minute, metadata: { importId: IMPORT } })),
  // An uploader's two local days (UTC+2: 22:30Z is already May 2) and a second app.
  reading({ at: '2024-05-01T21:00:00.000Z', recordedMinute: 1, metadata: uploader('xDrip') }),
  reading({ at: '2024-05-01T21:05:00.000Z', recordedMinute: 2, metadata: uploader('xDrip') }),
  reading({ at: '2024-05-01T22:30:00.000Z', recordedMinute: 3, metadata: uploader('xDrip') }),
  reading({ at: '2024-05-01T21:00:00.000Z', recordedMinute: 4, metadata: uploader('AndroidAPS') }),
  // The person's readings: two within the burst window, a profile change between them, one ten minutes later.
  reading({ at: '2024-05-02T07:00:00.000Z', recordedMinute: 30 }),
  profileUpdate(31),
  reading({ at: '2024-05-02T07:05:00.000Z', recordedMinute: 33 }),
  reading({ at: '2024-05-02T07:10:00.000Z', recordedMinute: 43 }),
];

async function groupsOf(context: ProjectionContext) {
  const { rows } = await client.query(
    `SELECT kind, device, entity_type, action, count, occurred_from, occurred_to, last_event_id FROM ${context.table('audit_groups')}
      WHERE user_id = $1 ORDER BY last_commit`,
    [ADA],
  );
  return rows;
}

async function freshContext(generation: number): Promise<ProjectionContext> {
  const ctx = projectionContext(client, auditTimelineProjection, { version: 3, generation });
  await auditTimelineProjection.init(ctx);
  return ctx;
}

beforeAll(async () => {
  database = await createTestDatabase();
  client = await database.pool.connect();
});
afterAll(async () => {
  client?.release();
  await database?.drop();
});

describe('audit_timeline groups', () => {
  it('makes one entry of an import, of an uploader’s local day per app, and of a burst; a profile change stands alone', async () => {
    const ctx = await freshContext(1);
    for (const event of events) await auditTimelineProjection.apply(ctx, event);
    const groups = await groupsOf(ctx);
    expect(groups.map((group) => [group.kind, group.device, group.entity_type, group.count])).toEqual([
      ['import', null, 'glucose_reading', 3],
      ['uploader', 'xDrip', 'glucose_reading', 2],
      ['uploader', 'xDrip', 'glucose_reading', 1],
      ['uploader', 'AndroidAPS', 'glucose_reading', 1],
      [null, null, 'profile', 1],
      ['burst', null, 'glucose_reading', 2],
      ['burst', null, 'glucose_reading', 1],
    ]);
    expect(groups[0]).toMatchObject({ occurred_from: new Date('2024-04-01T00:00:00.000Z'), occurred_to: new Date('2024-04-01T02:00:00.000Z'), last_event_id: events[2]!.eventId });
    const { rows } = await client.query(`SELECT count(*)::int AS entries, count(DISTINCT group_id)::int AS groups FROM ${ctx.table('audit_timeline')}`);
    expect(rows[0]).toEqual({ entries: events.length, groups: groups.length });
  });

  it('groups a batch exactly as the same events one by one, and counts nothing twice when it is delivered again', async () => {
    const oneByOne = await freshContext(2);
    const batched = await freshContext(3);
    for (const event of events) await auditTimelineProjection.apply(oneByOne, event);
    for (const batch of [events.slice(0, 5), events.slice(3, 9), events.slice(9), events]) await auditTimelineProjection.applyBatch!(batched, batch);
    const comparable = async (context: ProjectionContext) => (await groupsOf(context)).map(({ last_event_id: _id, ...group }) => group);
    expect(await comparable(batched)).toEqual(await comparable(oneByOne));
    expect((await groupsOf(batched)).map((group) => group.last_event_id)).toEqual((await groupsOf(oneByOne)).map((group) => group.last_event_id));
  });
});
