import Router from '@koa/router';
import { API_ROUTES } from '@glyco/contracts';
import { mount } from '@glyco/runtime/http';
import { commandContextOf } from '../../commands/request-context';
import { exposePosition } from '../../http/read-your-writes';
import { createAccessToken, revokeAccessToken, type AccessTokenCommandDeps } from './token-commands';
import { listTokensOf } from './tokens-table';

const ROUTES = API_ROUTES.nightscoutAccessTokens;

/** The person's own access tokens: list (with last use), create (the token shown once), revoke one. */
export function createAccessTokenRoutes(deps: AccessTokenCommandDeps): Router {
  const router = new Router();
  mount(router, ROUTES.list, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { tokens: await listTokensOf(deps.pool, ctx.state.auth.userId) };
  });
  mount(router, ROUTES.create, async (ctx, { body }) => {
    const { response, outcome } = await createAccessToken(deps, ctx.state.auth.userId, body, commandContextOf(ctx));
    exposePosition(ctx, outcome.append?.position);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = response;
  });
  mount(router, ROUTES.revoke, async (ctx, { params }) => {
    const outcome = await revokeAccessToken(deps, ctx.state.auth.userId, params.id, commandContextOf(ctx));
    exposePosition(ctx, outcome.append?.position);
  });
  return router;
}
