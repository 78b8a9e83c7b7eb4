import type { Context, Middleware } from 'koa';
import { ACCESS_TOKEN_MESSAGES, roleAllows, type NightscoutV3Action, type NightscoutV3Collection } from '@glyco/contracts';
import { forbidden, unauthorized } from '@glyco/contracts/http/app-errors';
import type pg from 'pg';
import type { AccountThrottle } from '../../http/account-throttle';
import type { NightscoutJwts } from '../access-tokens/jwt';
import { accessTokenHashOf } from '../access-tokens/token-hash';
import { findGrantByHash, useGrant, type TokenGrant } from '../access-tokens/tokens-table';

export interface V3AuthDeps {
  pool: pg.Pool;
  jwts: NightscoutJwts;
  /** Per token and per address, as for the uploader secret: counted before the lookup. */
  throttle: AccountThrottle;
}

/** Who an API v3 request acts for, and what its token may do. */
export interface V3State {
  uploader: { userId: string };
  grant: TokenGrant;
}

/** A token in force from its own text, throttled per token and address; undefined when none is. */
export async function grantOfAccessToken(deps: V3AuthDeps, token: string, address: string): Promise<TokenGrant | undefined> {
  const hash = accessTokenHashOf(token);
  await deps.throttle.admit(hash, address);
  const grant = await findGrantByHash(deps.pool, hash);
  if (grant) await deps.throttle.succeeded(hash, address);
  return grant && (await useGrant(deps.pool, grant.tokenId));
}

/**
 * Every `/api/v3` request but `version`: `Authorization: Bearer <JWT>` from the token exchange
 * (AndroidAPS), or the access token itself as `?token=` (as Nightscout also takes it). Whether the
 * token is still in force is read from the tokens table on every request: a revoked token's JWT
 * is refused at once, however long it has left to run.
 */
export function authenticateV3(deps: V3AuthDeps): Middleware {
  return async (ctx, next) => {
    const grant = await grantOf(deps, ctx);
    if (!grant) throw unauthorized(ACCESS_TOKEN_MESSAGES.unauthorized);
    ctx.state.uploader = { userId: grant.userId };
    ctx.state.grant = grant;
    await next();
  };
}

async function grantOf(deps: V3AuthDeps, ctx: Context): Promise<TokenGrant | undefined> {
  const bearer = /^Bearer\s+(\S+)$/i.exec(ctx.get('Authorization').trim())?.[1];
  if (bearer) {
    const tokenId = deps.jwts.verify(bearer);
    return tokenId ? useGrant(deps.pool, tokenId) : undefined;
  }
  const token = typeof ctx.query.token === 'string' ? ctx.query.token.trim() : '';
  return token ? grantOfAccessToken(deps, token, ctx.ip) : undefined;
}

/** 403 unless the request's token may do this to this collection. */
export function demandPermission(ctx: { state: { grant?: TokenGrant } }, collection: NightscoutV3Collection, action: NightscoutV3Action): void {
  const grant = ctx.state.grant;
  if (!grant || !roleAllows(grant.role, collection, action)) throw forbidden(ACCESS_TOKEN_MESSAGES.forbidden);
}
