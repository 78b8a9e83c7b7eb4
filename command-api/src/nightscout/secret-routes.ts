import Router from '@koa/router';
import type { NightscoutSecretState } from '@glyco/contracts';
import type { AuthState } from '@glyco/contracts/http/auth-state';
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
  router.get('/api/nightscout/secret', async (ctx) => {
    const auth = ctx.state.auth as AuthState;
    const since = await findSecretSetAt(deps.pool, auth.userId);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { enabled: since !== undefined, since: since?.toISOString() ?? null } satisfies NightscoutSecretState;
  });
  router.post('/api/nightscout/secret', async (ctx) => {
    const auth = ctx.state.auth as AuthState;
    const { response, outcome } = await setUploaderSecret(deps, auth.userId, commandContextOf(ctx));
    exposePosition(ctx, outcome.append?.position);
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 201;
    ctx.body = response;
  });
  router.delete('/api/nightscout/secret', async (ctx) => {
    const auth = ctx.state.auth as AuthState;
    const outcome = await revokeUploaderSecret(deps, auth.userId, commandContextOf(ctx));
    exposePosition(ctx, outcome.append?.position);
    ctx.status = 204;
  });
  return router;
}
