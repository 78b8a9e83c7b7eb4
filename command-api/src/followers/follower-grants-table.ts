import type pg from 'pg';
import { withTransaction } from '@glyco/runtime';
import type { FollowerShares } from '@glyco/contracts';

/*
 * `follower_grants`: one row per accepted or revoked invitation, the state every follower request
 * is checked against. The accept and revoke routes write it after their append and before they
 * answer, from the stream's state (so a retried revoke still writes it); both writes only move a
 * row forward (accepted, then revoked for good), so they may arrive in any order.
 */

type Sql = Pick<pg.ClientBase, 'query'>;

/** A follow in force: what the follower may see. */
export interface FollowerGrant {
  invitationId: string;
  personId: string;
  shares: FollowerShares;
  alerts: boolean;
  lastViewedAt: Date | null;
}

export async function createFollowerGrantsTable(sql: Sql): Promise<void> {
  await sql.query(`SELECT pg_advisory_xact_lock(hashtext('glyco.follower_grants.migrate'))`);
  await sql.query(`CREATE TABLE IF NOT EXISTS follower_grants (
    invitation_id uuid PRIMARY KEY,
    person_id uuid NOT NULL,
    follower_id uuid,
    meals_and_doses boolean NOT NULL DEFAULT false,
    alerts boolean NOT NULL DEFAULT false,
    revoked boolean NOT NULL DEFAULT false,
    last_viewed_at timestamptz
  )`);
  await sql.query('CREATE INDEX IF NOT EXISTS follower_grants_follower ON follower_grants (follower_id) WHERE NOT revoked');
  await sql.query('CREATE INDEX IF NOT EXISTS follower_grants_person ON follower_grants (person_id)');
}

export async function migrateFollowerGrants(pool: pg.Pool): Promise<void> {
  await withTransaction(pool, (client) => createFollowerGrantsTable(client));
}

/** An accepted invitation; a revocation already kept stays. */
export async function keepAccepted(sql: Sql, grant: { invitationId: string; personId: string; followerId: string; shares: FollowerShares; alerts: boolean }): Promise<void> {
  await sql.query(
    `INSERT INTO follower_grants AS g (invitation_id, person_id, follower_id, meals_and_doses, alerts) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (invitation_id) DO UPDATE SET follower_id = EXCLUDED.follower_id, meals_and_doses = EXCLUDED.meals_and_doses, alerts = EXCLUDED.alerts`,
    [grant.invitationId, grant.personId, grant.followerId, grant.shares.mealsAndDoses, grant.alerts],
  );
}

/** A revoked invitation, for good. */
export async function keepRevoked(sql: Sql, invitationId: string, personId: string): Promise<void> {
  await sql.query(
    `INSERT INTO follower_grants AS g (invitation_id, person_id, revoked) VALUES ($1, $2, true)
     ON CONFLICT (invitation_id) DO UPDATE SET revoked = true`,
    [invitationId, personId],
  );
}

interface GrantRow {
  invitation_id: string;
  person_id: string;
  meals_and_doses: boolean;
  alerts: boolean;
  last_viewed_at: Date | null;
}

const toGrant = (row: GrantRow): FollowerGrant => ({
  invitationId: row.invitation_id,
  personId: row.person_id,
  shares: { mealsAndDoses: row.meals_and_doses },
  alerts: row.alerts,
  lastViewedAt: row.last_viewed_at,
});

const GRANT_COLUMNS = 'invitation_id, person_id, meals_and_doses, alerts, last_viewed_at';

/** The follow a follower token names, while neither revoked nor taken by another account. */
export async function findGrant(sql: Sql, invitationId: string, personId: string, followerId: string): Promise<FollowerGrant | undefined> {
  const { rows } = await sql.query<GrantRow>({
    name: 'follower-grants-find',
    text: `SELECT ${GRANT_COLUMNS} FROM follower_grants WHERE invitation_id = $1 AND person_id = $2 AND follower_id = $3 AND NOT revoked`,
    values: [invitationId, personId, followerId],
  });
  return rows[0] ? toGrant(rows[0]) : undefined;
}

/** The follows of one account in force. */
export async function findGrantsOfFollower(sql: Sql, followerId: string): Promise<FollowerGrant[]> {
  const { rows } = await sql.query<GrantRow>(`SELECT ${GRANT_COLUMNS} FROM follower_grants WHERE follower_id = $1 AND NOT revoked`, [followerId]);
  return rows.map(toGrant);
}

/** When each of the person's followers last read their data, by invitation. */
export async function findLastViews(sql: Sql, personId: string): Promise<Map<string, Date>> {
  const { rows } = await sql.query<{ invitation_id: string; last_viewed_at: Date }>(
    'SELECT invitation_id, last_viewed_at FROM follower_grants WHERE person_id = $1 AND last_viewed_at IS NOT NULL',
    [personId],
  );
  return new Map(rows.map((row) => [row.invitation_id, row.last_viewed_at]));
}

/** Records a look; the caller skips it while the last one is recent. */
export async function markViewed(sql: Sql, invitationId: string, at: Date): Promise<void> {
  await sql.query('UPDATE follower_grants SET last_viewed_at = GREATEST(last_viewed_at, $2) WHERE invitation_id = $1', [invitationId, at]);
}
