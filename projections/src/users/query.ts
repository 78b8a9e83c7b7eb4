import type pg from 'pg';
import type { User } from '@glyco/contracts';

export async function findUser(pool: pg.Pool, userId: string): Promise<User | undefined> {
  const result = await pool.query<{ profile: User }>('SELECT profile FROM users WHERE user_id = $1', [userId]);
  return result.rows[0]?.profile;
}

/** Epoch ms up to which the user's tokens are revoked, if they ever were. */
export async function findTokensValidAfter(pool: pg.Pool, userId: string): Promise<number | undefined> {
  const result = await pool.query<{ tokens_valid_after: Date | null }>('SELECT tokens_valid_after FROM users WHERE user_id = $1', [userId]);
  return result.rows[0]?.tokens_valid_after?.getTime() ?? undefined;
}

/** The profile of the account with this (normalised) email, if any. */
export async function findUserByEmail(pool: pg.Pool, email: string): Promise<User | undefined> {
  const result = await pool.query<{ profile: User }>('SELECT profile FROM users WHERE email = $1 LIMIT 1', [email]);
  return result.rows[0]?.profile;
}

/** The doctor access code currently in the user's profile ('' when none), undefined for no such user. */
export async function findDoctorAccessCode(pool: pg.Pool, userId: string): Promise<string | undefined> {
  const result = await pool.query<{ code: string | null }>("SELECT profile->'doctor'->>'accessCode' AS code FROM users WHERE user_id = $1", [userId]);
  const row = result.rows[0];
  return row ? (row.code ?? '') : undefined;
}
