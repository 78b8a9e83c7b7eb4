import type pg from 'pg';
import type { SessionRevocations } from '../http/authenticate';
import { createLookupBatcher } from '@glyco/runtime/lookup-batcher';
import { markRevoked } from '../nightscout/access-tokens/tokens-table';
import { keepSecret, type SavedSecret } from '../nightscout/secrets-table';
import { findAccessCode, findTokensValidAfterMany, keepAccessCode, raiseTokensValidAfter, type AccessCodeInForce, type SavedAccessCode } from './revocations-table';

/**
 * What revoking routes write and what every request is checked against (ASVS 5.0 V7.4.1: once
 * logout or a reset answers, the old session is unusable). A route writes here after its append
 * and before it answers; when the write fails the route fails, so it never reports success while
 * the old credential still works.
 */
export interface RevocationStore extends SessionRevocations {
  /** Voids every token of the user issued up to `at`. */
  revokeTokens(userId: string, at: Date): Promise<void>;
  /** Records an issue or revocation of the doctor's access code (see `keepAccessCode`). */
  keepAccessCode(patientId: string, state: SavedAccessCode): Promise<void>;
  /** Records a new uploader secret or the end of uploads (see `keepSecret`). */
  keepUploaderSecret(userId: string, state: SavedSecret): Promise<void>;
  /** Refuses one Nightscout access token (and every JWT made from it) from now on. */
  revokeAccessToken(userId: string, tokenId: string, at: Date): Promise<void>;
  /** The code last issued for clinician access (expired or not), unless revoked. */
  accessCode(patientId: string): Promise<AccessCodeInForce | undefined>;
}

/** The form of every user id a token can name; anything else is refused, not looked up with others. */
const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createRevocationStore(pool: pg.Pool): RevocationStore {
  // Every request checks its session: concurrent checks share a query, each still read after it was asked.
  const tokensValidAfter = createLookupBatcher((userIds: string[]) => findTokensValidAfterMany(pool, userIds));
  return {
    // Lower case, as PostgreSQL answers a uuid: a user id found in another case must not read as never revoked.
    tokensValidAfter: (userId) => (USER_ID.test(userId) ? tokensValidAfter(userId.toLowerCase()) : Promise.reject(new Error('a token names no user id'))),
    revokeTokens: (userId, at) => raiseTokensValidAfter(pool, userId, at),
    keepAccessCode: (patientId, state) => keepAccessCode(pool, patientId, state),
    keepUploaderSecret: (userId, state) => keepSecret(pool, userId, state),
    revokeAccessToken: async (userId, tokenId, at) => void (await markRevoked(pool, userId, tokenId, at)),
    accessCode: (patientId) => findAccessCode(pool, patientId),
  };
}

export type { AccessCodeInForce, SavedAccessCode } from './revocations-table';
