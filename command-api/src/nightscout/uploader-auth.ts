import type { Context, Middleware } from 'koa';
import { NIGHTSCOUT_MESSAGES } from '@glyco/contracts';
import { unauthorized } from '@glyco/contracts/http/app-errors';
import type pg from 'pg';
import type { AccountThrottle } from '../http/account-throttle';
import { secretHashOf, secretHashOfSha1 } from './secret-hash';
import { findUserBySecretHash } from './secrets-table';

/** Who an authenticated upload or follower request acts for. */
export interface UploaderState {
  userId: string;
}

export interface UploaderAuthDeps {
  pool: pg.Pool;
  /** Per secret and per address, as for passwords: counted before the lookup. */
  throttle: AccountThrottle;
}

const SHA1_HEX = /^[0-9a-f]{40}$/i;

/**
 * The hashes a request's credentials may stand for, as Nightscout clients send them: header
 * `api-secret` with the secret's SHA-1 hex (xDrip+, Loop, AndroidAPS; some send the secret
 * itself), `?token=<secret>`, or `Authorization: Bearer <secret>`.
 */
export function credentialHashesOf(ctx: Pick<Context, 'get' | 'query'>): string[] {
  const hashes: string[] = [];
  const header = ctx.get('api-secret').trim();
  if (header) {
    if (SHA1_HEX.test(header)) hashes.push(secretHashOfSha1(header));
    hashes.push(secretHashOf(header));
  }
  const token = typeof ctx.query.token === 'string' ? ctx.query.token.trim() : '';
  if (token) hashes.push(secretHashOf(token));
  const bearer = /^Bearer\s+(\S+)$/i.exec(ctx.get('Authorization').trim())?.[1];
  if (bearer) hashes.push(secretHashOf(bearer));
  return hashes;
}

/** Every `/api/v1` request: a secret in force names the person, or 401 JSON. Fails closed. */
export function authenticateUploader(deps: UploaderAuthDeps): Middleware {
  return async (ctx, next) => {
    const hashes = credentialHashesOf(ctx);
    if (hashes.length === 0) throw unauthorized(NIGHTSCOUT_MESSAGES.unauthorized);
    const key = hashes[0]!;
    await deps.throttle.admit(key, ctx.ip);
    const userId = await findUserBySecretHash(deps.pool, hashes);
    if (!userId) throw unauthorized(NIGHTSCOUT_MESSAGES.unauthorized);
    await deps.throttle.succeeded(key, ctx.ip);
    ctx.state.uploader = { userId } satisfies UploaderState;
    await next();
  };
}
