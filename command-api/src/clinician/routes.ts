import Router from '@koa/router';
import { API_ROUTES } from '@glyco/contracts';
import { mount } from '@glyco/runtime/http';
import { exposePosition } from '../http/read-your-writes';
import { redeemAccessCode, type RedeemDeps } from './redeem-access-code';

/** POST /api/clinician/access (public): redeems a patient's doctor access code for a read-only token. */
export function createClinicianAccessRoutes(deps: RedeemDeps): Router {
  const router = new Router();
  mount(router, API_ROUTES.clinician.redeem, async (ctx, { body: input }) => {
    const request = { ip: ctx.ip, correlationId: String(ctx.state.requestId), now: new Date() };
    const { response, append } = await redeemAccessCode(deps, input, request);
    exposePosition(ctx, append.position);
    ctx.body = response;
  });
  return router;
}
