import Router from '@koa/router';
import { clinicianAccessRequestSchema } from '@glyco/contracts';
import { parseInput } from '@glyco/contracts/http/parse-input';
import { exposePosition } from '../http/read-your-writes';
import { redeemAccessCode, type RedeemDeps } from './redeem-access-code';

/** POST /api/clinician/access (public): redeems a patient's doctor access code for a read-only token. */
export function createClinicianAccessRoutes(deps: RedeemDeps): Router {
  const router = new Router();
  router.post('/api/clinician/access', async (ctx) => {
    const input = parseInput(clinicianAccessRequestSchema, ctx.request.body);
    const request = { ip: ctx.ip, correlationId: String(ctx.state.requestId), now: new Date() };
    const { response, append } = await redeemAccessCode(deps, input, request);
    exposePosition(ctx, append.position);
    ctx.status = 201;
    ctx.body = response;
  });
  return router;
}
