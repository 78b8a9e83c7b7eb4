import { applyDoctorAccess, applyProfileChanges, newUserProfile, type ProfileChanges, type User } from '@glyco/contracts';
import type { RecordedEvent } from '@glyco/event-store';
import type { Projection, ProjectionContext } from '../engine/projection';

/**
 * users: one row per account, the profile as the API returns it, and when tokens were last revoked.
 * Version 2 rebuilds profiles without the doctor's codes that version 1 copied from ProfileUpdated;
 * version 3 rebuilds bolus settings saved as single numbers as schedules (upcast-profile-updated.ts).
 */
export const usersProjection: Projection = {
  name: 'users',
  version: 3,
  tables: ['users'],
  personRows: { users: 'user_id' },
  handles: ['UserRegistered', 'ProfileUpdated', 'UserLoggedOut', 'PasswordReset', 'DoctorAccessCodeIssued', 'DoctorAccessRevoked'],
  async init({ sql, table, index }) {
    await sql.query(`CREATE TABLE IF NOT EXISTS ${table('users')} (
      user_id uuid PRIMARY KEY,
      email text NOT NULL,
      profile jsonb NOT NULL,
      tokens_valid_after timestamptz,
      registered_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      revision bigint NOT NULL
    )`);
    await sql.query(`CREATE INDEX IF NOT EXISTS ${index('users', 'email')} ON ${table('users')} (email)`);
  },
  async apply(ctx, event) {
    if (event.type === 'UserRegistered') return insertUser(ctx, event);
    const row = await ctx.sql.query<{ profile: User; revision: string }>(
      `SELECT profile, revision FROM ${ctx.table('users')} WHERE user_id = $1 FOR UPDATE`,
      [userIdOf(event)],
    );
    const current = row.rows[0];
    if (!current || BigInt(current.revision) >= event.revision) return;
    await updateUser(ctx, event, current.profile);
  },
};

function userIdOf(event: RecordedEvent): string {
  return String(event.data.userId);
}

async function insertUser({ sql, table }: ProjectionContext, event: RecordedEvent) {
  const data = event.data;
  const profile = newUserProfile({
    id: String(data.userId),
    name: String(data.name),
    email: String(data.email),
    diabetesType: data.diabetesType as User['diabetesType'],
    dateOfDiagnosis: typeof data.dateOfDiagnosis === 'string' ? data.dateOfDiagnosis : null,
  });
  await sql.query(
    `INSERT INTO ${table('users')} (user_id, email, profile, registered_at, updated_at, revision)
     VALUES ($1, $2, $3, $4, $4, $5) ON CONFLICT (user_id) DO NOTHING`,
    [profile.id, profile.email, profile, event.recordedAt, event.revision.toString()],
  );
}

async function updateUser({ sql, table }: ProjectionContext, event: RecordedEvent, profile: User) {
  const next = event.type === 'ProfileUpdated' ? applyProfileChanges(profile, event.data.changes as ProfileChanges) : applyDoctorAccess(profile, event);
  const revokedAt = typeof event.data.tokensValidAfter === 'string' ? event.data.tokensValidAfter : null;
  await sql.query(
    `UPDATE ${table('users')} SET profile = $2, email = $3, updated_at = $4, revision = $5,
       tokens_valid_after = COALESCE($6::timestamptz, tokens_valid_after)
     WHERE user_id = $1`,
    [profile.id, next, next.email, event.recordedAt, event.revision.toString(), revokedAt],
  );
}
