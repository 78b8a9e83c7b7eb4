import Router from '@koa/router';
import type pg from 'pg';
import { CLINICIAN_MESSAGES, clinicianAccessLogQuerySchema } from '@glyco/contracts';
import type { AuthState } from '@glyco/contracts/http/auth-state';
import { forbidden } from '@glyco/contracts/http/app-errors';
import { parseInput } from '@glyco/contracts/http/parse-input';
import { listClinicianAccessLog } from './query';

/** GET /api/clinician/access-log: the signed-in patient's own clinician visits. */
export function createClinicianAccessLogRoutes(pool: pg.Pool): Router {
  const router = new Router();
  router.get('/api/clinician/access-log', async (ctx) => {
    const auth = ctx.state.auth as AuthState;
    if (auth.role !== 'patient') throw forbidden(CLINICIAN_MESSAGES.readOnly);
    const { limit } = parseInput(clinicianAccessLogQuerySchema, ctx.query);
    ctx.body = await listClinicianAccessLog(pool, auth.userId, limit);
  });
  return router;
}
