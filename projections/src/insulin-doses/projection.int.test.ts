import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@glyco/event-store';
import { createTestDatabase, type TestDatabase } from '@glyco/runtime/testing';
import { projectionContext } from '../engine/context';
import type { ProjectionContext } from '../engine/projection';
import { insulinDosesProjection } from './projection';

let database: TestDatabase;
let client: pg.PoolClient;
let ctx: ProjectionContext;

const DOSE_ID = '44444444-4444-4444-8444-444444444444';
const USER_ID = '11111111-1111-4111-8111-111111111111';
const content = (units: number) => ({
  doseId: DOSE_ID,
  userId: USER_ID,
  insulinType: 'Bolus',
  units,
  brand: 'Fiasp',
  timestamp: '2024-05-01T07:30:00.000Z',
  timezoneOffsetMinutes: 0,
  injectionSite: 'Arm',
  notes: 'Breakfast',
});

function recorded(type: string, revision: bigint, data: Record<string, unknown>): RecordedEvent {
  return { eventId: `${revision}`, type, schemaVersion: 1, streamId: `insulin_dose-${DOSE_ID}`, revision, position: { commit: revision, prepare: revision }, data, metadata: {}, recordedAt: new Date() };
}
const logged = recorded('InsulinDoseLogged', 0n, content(4));
const updated = recorded('InsulinDoseUpdated', 1n, content(6));
const deleted = recorded('InsulinDoseDeleted', 2n, { doseId: DOSE_ID, userId: USER_ID });

async function row() {
  const result = await client.query(`SELECT search_text, deleted, revision, record FROM ${ctx.table('insulin_doses')} WHERE dose_id = $1`, [DOSE_ID]);
  return result.rows[0];
}

beforeAll(async () => {
  database = await createTestDatabase();
  client = await database.pool.connect();
  ctx = projectionContext(client, insulinDosesProjection, { version: 1, generation: 1 });
  await insulinDosesProjection.init(ctx);
  await insulinDosesProjection.init(ctx);
});
afterAll(async () => {
  client?.release();
  await database?.drop();
});

describe('insulin doses projection', () => {
  it('keeps the newest state under redelivery and never revives a deleted dose', async () => {
    await insulinDosesProjection.apply(ctx, logged);
    expect(await row()).toMatchObject({ search_text: 'fiasp\nbreakfast', deleted: false });
    await insulinDosesProjection.apply(ctx, updated);
    await insulinDosesProjection.apply(ctx, logged);
    expect((await row()).record.units).toBe(6);
    await insulinDosesProjection.apply(ctx, deleted);
    await insulinDosesProjection.apply(ctx, updated);
    expect(await row()).toMatchObject({ deleted: true, revision: '2' });
  });
});
