import Router from '@koa/router';
import { doctorAccessCodeRequestSchema } from '@glyco/contracts';
import type { AuthState } from '@glyco/contracts/http/auth-state';
import { parseInput } from '@glyco/contracts/http/parse-input';
import type { EventStore } from '@glyco/event-store';
import { commandContextOf } from '../commands/request-context';
import { exposePosition } from '../http/read-your-writes';
import type { RevocationStore } from '../sessions/session-revocations';
import { issueAccessCode, revokeAccess } from './doctor-access-code';

export interface DoctorAccessRouteDeps {
  store: EventStore;
  revocations: RevocationStore;
}

/**
 * POST /api/clinician/access-code (a new code, shown once) and DELETE (revoke): the patient's own.
 * A clinician token never reaches them: they are not on the clinician allowlist.
 */
export function createDoctorAccessRoutes(deps: DoctorAccessRouteDeps): Router {
  const router = new Router();
  router.post('/api/clinician/access-code', async (ctx) => {
    const auth = ctx.state.auth as AuthState;
    const { expiresInDays } = parseInput(doctorAccessCodeRequestSchema, ctx.request.body ?? {});
    const { response, outcome } = await issueAccessCode(deps.store, deps.revocations, auth.userId, expiresInDays, commandContextOf(ctx));
    exposePosition(ctx, outcome.append?.position);
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 201;
    ctx.body = response;
  });
  router.delete('/api/clinician/access-code', async (ctx) => {
    const auth = ctx.state.auth as AuthState;
    const outcome = await revokeAccess(deps.store, deps.revocations, auth.userId, commandContextOf(ctx));
    exposePosition(ctx, outcome.append?.position);
    ctx.status = 204;
  });
  return router;
}
