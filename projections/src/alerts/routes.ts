import Router from '@koa/router';
import type pg from 'pg';
import { API_ROUTES } from '@glyco/contracts';
import { mount } from '@glyco/runtime/http';
import { listAlerts } from './query';

/** GET /api/alerts?status=active|all. */
export function createAlertReadRoutes(pool: pg.Pool): Router {
  const router = new Router();
  mount(router, API_ROUTES.alerts.list, async (ctx, { query }) => {
    ctx.body = await listAlerts(pool, ctx.state.auth.userId, query.status);
  });
  return router;
}
