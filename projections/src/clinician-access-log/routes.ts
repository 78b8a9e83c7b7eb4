import Router from '@koa/router';
import type pg from 'pg';
import { API_ROUTES, CLINICIAN_MESSAGES } from '@glyco/contracts';
import { forbidden } from '@glyco/contracts/http/app-errors';
import { mount } from '@glyco/runtime/http';
import { listClinicianAccessLog } from './query';

/** GET /api/clinician/access-log: the signed-in patient's own clinician visits. */
export function createClinicianAccessLogRoutes(pool: pg.Pool): Router {
  const router = new Router();
  mount(router, API_ROUTES.clinician.accessLog, async (ctx, { query }) => {
    const { auth } = ctx.state;
    if (auth.role !== 'patient') throw forbidden(CLINICIAN_MESSAGES.readOnly);
    ctx.body = await listClinicianAccessLog(pool, auth.userId, query.limit);
  });
  return router;
}
