import type { ActorRole } from '@glyco/contracts';
import type { TestApp } from './test-app';

/**
 * Events in the app's log, read from the event table itself (every committed event, unlike the
 * store's settled head, which a slower earlier transaction holds back); optionally only those
 * whose actor had the given role.
 */
export async function countEvents(app: TestApp, actorRole?: ActorRole): Promise<number> {
  const { rows } = actorRole
    ? await app.database.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE metadata->'actor'->>'role' = $1`, [actorRole])
    : await app.database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM events');
  return rows[0]!.n;
}
