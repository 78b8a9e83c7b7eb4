import type { Middleware } from 'koa';
import { API_ROUTE_LIST, FOLLOWER_MESSAGES, followerMayCall, type ApiRoute } from '@glyco/contracts';
import type { AuthState } from '@glyco/contracts/http/auth-state';
import { forbidden, unauthorized } from '@glyco/contracts/http/app-errors';
import type { PersonState } from '@glyco/runtime/http';
import type pg from 'pg';
import { matchedRoute } from '../clinician/matched-route';
import { findGrant, markViewed } from './follower-grants-table';

export interface FollowerGateDeps {
  /** Where the accept and revoke routes wrote the grant before answering (never a read model). */
  pool: pg.Pool;
  /** The routes requests are matched against; the route table unless a test narrows it. */
  routes?: readonly ApiRoute[];
}

/** How often a follower's look is recorded: "last looked" needs minutes, not every request. */
const VIEW_RECORD_INTERVAL_MS = 60_000;

/**
 * Between authentication and the protected routes. Other requests pass untouched. A follower
 * request passes only while its grant is in force (revoked: 401 on the next request), only to a
 * route the route table marks follower-readable and the person shares (else 403: every write
 * among them), and then reads as the person followed.
 */
export function createFollowerGate(deps: FollowerGateDeps): Middleware<PersonState> {
  const match = matchedRoute(deps.routes ?? API_ROUTE_LIST);
  return async (ctx, next) => {
    const { auth } = ctx.state;
    if (auth.role !== 'follower') return next();
    const { patientId: personId, grant: invitationId, userId: followerId } = auth;
    const grant = personId && invitationId ? await findGrant(deps.pool, invitationId, personId, followerId) : undefined;
    if (!personId || !grant) throw unauthorized(FOLLOWER_MESSAGES.followEnded);
    const route = match(ctx.method, ctx.path);
    if (!route?.followerReadable) throw forbidden(FOLLOWER_MESSAGES.readOnly);
    if (!followerMayCall(route, grant.shares)) throw forbidden(FOLLOWER_MESSAGES.notShared);
    const now = new Date();
    if (!grant.lastViewedAt || now.getTime() - grant.lastViewedAt.getTime() >= VIEW_RECORD_INTERVAL_MS) await markViewed(deps.pool, grant.invitationId, now);
    ctx.state.auth = { ...auth, userId: personId, followerId } satisfies AuthState;
    await next();
  };
}
