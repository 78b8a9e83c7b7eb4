import Router from '@koa/router';
import { API_ROUTES } from '@glyco/contracts';
import type { EventStore } from '@glyco/event-store';
import { mount } from '@glyco/runtime/http';
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
  mount(router, API_ROUTES.clinician.issueCode, async (ctx, { body }) => {
    const { response, outcome } = await issueAccessCode(deps.store, deps.revocations, ctx.state.auth.userId, body.expiresInDays, commandContextOf(ctx));
    exposePosition(ctx, outcome.append?.position);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = response;
  });
  mount(router, API_ROUTES.clinician.revokeCode, async (ctx) => {
    const outcome = await revokeAccess(deps.store, deps.revocations, ctx.state.auth.userId, commandContextOf(ctx));
    exposePosition(ctx, outcome.append?.position);
  });
  return router;
}
