import Router from '@koa/router';
import { API_ROUTES, FOLLOWER_MESSAGES } from '@glyco/contracts';
import { notFound } from '@glyco/contracts/http/app-errors';
import { mount } from '@glyco/runtime/http';
import { commandContextOf } from '../commands/request-context';
import { exposePosition } from '../http/read-your-writes';
import { TOKEN_LIFETIME_SECONDS, type TokenService } from '../http/tokens';
import { acceptInvitation, inviteFollower, revokeFollower, type FollowerCommandDeps } from './follower-commands';
import { grantFor, listFollowers, listFollowing } from './follower-queries';
import { accountOf, presentFollowedPerson } from './people';

export interface FollowerRouteDeps extends FollowerCommandDeps {
  tokens: TokenService;
}

/** The person's side (invite, list, revoke) and the follower's own (accept, following, a session per person). */
export function createFollowerRoutes(deps: FollowerRouteDeps): Router {
  const router = new Router();
  mount(router, API_ROUTES.followers.invite, async (ctx, { body }) => {
    const { response, outcome } = await inviteFollower(deps, ctx.state.auth.userId, body, commandContextOf(ctx));
    exposePosition(ctx, outcome.append?.position);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = response;
  });
  mount(router, API_ROUTES.followers.list, async (ctx) => {
    ctx.body = { followers: await listFollowers(deps.store, deps.pool, ctx.state.auth.userId) };
  });
  mount(router, API_ROUTES.followers.revoke, async (ctx, { params }) => {
    const outcome = await revokeFollower(deps, ctx.state.auth.userId, params.invitationId, commandContextOf(ctx));
    exposePosition(ctx, outcome.append?.position);
  });
  mount(router, API_ROUTES.followers.accept, async (ctx, { body }) => {
    const { person, outcome } = await acceptInvitation(deps, ctx.state.auth.userId, body, commandContextOf(ctx));
    exposePosition(ctx, outcome.append?.position);
    ctx.body = { person };
  });
  mount(router, API_ROUTES.followers.following, async (ctx) => {
    ctx.body = { people: await listFollowing(deps.store, deps.pool, ctx.state.auth.userId) };
  });
  mount(router, API_ROUTES.followers.session, async (ctx, { params }) => {
    const followerId = ctx.state.auth.userId;
    const grant = await grantFor(deps.pool, followerId, params.personId);
    const user = await accountOf(deps.store, params.personId);
    if (!user) throw notFound(FOLLOWER_MESSAGES.notFollowing);
    const now = new Date();
    const token = deps.tokens.issue({ userId: followerId, role: 'follower', patientId: params.personId, grant: grant.invitationId }, now);
    const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_SECONDS * 1000).toISOString();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { token, expiresAt, person: presentFollowedPerson(user, grant) };
  });
  return router;
}
