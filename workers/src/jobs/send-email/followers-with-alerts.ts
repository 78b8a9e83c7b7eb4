import type pg from 'pg';
import { findUser } from '@glyco/projections';

export interface AlertFollower {
  followerId: string;
  name: string;
  email: string;
}

/**
 * The person's followers who accepted an invitation allowing alerts and were not stopped. The grant
 * is read from the command side's table, not a read model, so a revocation counts at once.
 */
export async function followersWithAlerts(pool: pg.Pool, personId: string): Promise<AlertFollower[]> {
  const grants = await pool.query<{ follower_id: string }>(
    'SELECT DISTINCT follower_id FROM follower_grants WHERE person_id = $1 AND alerts AND NOT revoked AND follower_id IS NOT NULL ORDER BY follower_id',
    [personId],
  );
  const users = await Promise.all(grants.rows.map((grant) => findUser(pool, grant.follower_id)));
  return users.flatMap((user, index) => (user?.email ? [{ followerId: grants.rows[index]!.follower_id, name: user.name || user.email, email: user.email }] : []));
}
