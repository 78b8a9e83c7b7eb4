import type pg from 'pg';
import type { User } from '@glyco/contracts';

export async function findUser(pool: pg.Pool, userId: string): Promise<User | undefined> {
  const result = await pool.query<{ profile: User }>('SELECT profile FROM users WHERE user_id = $1', [userId]);
  return result.rows[0]?.profile;
}

/** The profile of the account with this (normalised) email, if any. */
export async function findUserByEmail(pool: pg.Pool, email: string): Promise<User | undefined> {
  const result = await pool.query<{ profile: User }>('SELECT profile FROM users WHERE email = $1 LIMIT 1', [email]);
  return result.rows[0]?.profile;
}
