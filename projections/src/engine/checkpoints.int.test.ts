import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { START } from '@glyco/event-store';
import { CHECKPOINT_MOVED_CODE, compareAndSetPositionsSql, insertCheckpoint, readCheckpoints, type Checkpoint } from './checkpoints';
import { migrateProjectionEngine } from './schema';
import { createTestBed, type TestBed } from './fixtures/test-bed';

let bed: TestBed;
beforeEach(async () => {
  bed = await createTestBed();
  await migrateProjectionEngine(bed.pool);
});
afterEach(async () => {
  await bed.close();
});

const NEXT = { commit: 40n, prepare: 7n };

async function twoGenerations(): Promise<Checkpoint[]> {
  return [
    await insertCheckpoint(bed.pool, { name: 'list', version: 1, tables: ['list'], status: 'live' }),
    await insertCheckpoint(bed.pool, { name: 'digests', version: 1, tables: ['digests'], status: 'building' }),
  ];
}

describe('moving checkpoints together', () => {
  it('moves every generation still at its position to the next one', async () => {
    const [list, digests] = await twoGenerations();
    await bed.pool.query(compareAndSetPositionsSql([list!, digests!], NEXT));
    expect((await readCheckpoints(bed.pool, 'list'))[0]!.position).toEqual(NEXT);
    expect((await readCheckpoints(bed.pool, 'digests'))[0]!.position).toEqual(NEXT);
  });

  it('moves none and fails when one of them has moved since it was read', async () => {
    const [list, digests] = await twoGenerations();
    await bed.pool.query(compareAndSetPositionsSql([digests!], { commit: 10n, prepare: 1n }));
    const failure = await bed.pool.query(compareAndSetPositionsSql([list!, digests!], NEXT)).catch((error: unknown) => error);
    expect((failure as { code?: string }).code).toBe(CHECKPOINT_MOVED_CODE);
    expect((await readCheckpoints(bed.pool, 'list'))[0]!.position).toEqual(START);
    expect((await readCheckpoints(bed.pool, 'digests'))[0]!.position).toEqual({ commit: 10n, prepare: 1n });
  });

  it('announces the position and the live generations it moved when it commits', async () => {
    const [list, digests] = await twoGenerations();
    const listener = await bed.pool.connect();
    try {
      await listener.query('LISTEN glyco_projection_commits');
      const heard = new Promise<string | undefined>((resolve) => listener.once('notification', (message) => resolve(message.payload)));
      await bed.pool.query(compareAndSetPositionsSql([list!, digests!], NEXT));
      expect(JSON.parse((await heard)!)).toEqual({ commit: '40', prepare: '7', live: ['list'] });
    } finally {
      await listener.query('UNLISTEN *');
      listener.release();
    }
  });

  it('never holds the feed back while its transaction is still open', async () => {
    const [list] = await twoGenerations();
    const batch = await bed.pool.connect();
    try {
      await batch.query('BEGIN');
      await batch.query(compareAndSetPositionsSql([list!], NEXT));
      const eventId = randomUUID();
      await bed.store.append(`feed-${randomUUID()}`, [{ eventId, type: 'FeedChecked', data: {} }]);
      expect((await bed.store.readAll({ limit: 100 })).map((event) => event.eventId)).toContain(eventId);
    } finally {
      await batch.query('ROLLBACK');
      batch.release();
    }
  });
});
