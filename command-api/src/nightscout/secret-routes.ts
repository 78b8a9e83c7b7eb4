import Router from '@koa/router';
import { API_ROUTES, type NightscoutSecretState } from '@glyco/contracts';
import { mount } from '@glyco/runtime/http';
import { commandContextOf } from '../commands/request-context';
import { exposePosition } from '../http/read-your-writes';
import { revokeUploaderSecret, setUploaderSecret, type SecretCommandDeps } from './secret-commands';
import { findSecretSetAt } from './secrets-table';

/**
 * POST /api/nightscout/secret (a new secret, shown once; posting again rotates it), DELETE (uploads
 * off) and GET (whether uploads are on). The person's own: a clinician token never reaches them,
 * as they are not on the clinician allowlist.
 */
export function createNightscoutSecretRoutes(deps: SecretCommandDeps): Router {
  const router = new Router();
  mount(router, API_ROUTES.nightscoutSecret.state, async (ctx) => {
    const since = await findSecretSetAt(deps.pool, ctx.state.auth.userId);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { enabled: since !== undefined, since: since?.toISOString() ?? null } satisfies NightscoutSecretState;
  });
  mount(router, API_ROUTES.nightscoutSecret.create, async (ctx) => {
    const { response, outcome } = await setUploaderSecret(deps, ctx.state.auth.userId, commandContextOf(ctx));
    exposePosition(ctx, outcome.append?.position);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = response;
  });
  mount(router, API_ROUTES.nightscoutSecret.revoke, async (ctx) => {
    const outcome = await revokeUploaderSecret(deps, ctx.state.auth.userId, commandContextOf(ctx));
    exposePosition(ctx, outcome.append?.position);
  });
  return router;
}
