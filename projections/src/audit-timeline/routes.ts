import Router from '@koa/router';
import type pg from 'pg';
import { API_ROUTES } from '@glyco/contracts';
import { mount } from '@glyco/runtime/http';
import { listAuditEntries } from './query';

/** GET /api/audit?limit&before&entityType&entityId -> { entries, nextBefore }: the caller's own changes. */
export function createAuditRoutes(pool: pg.Pool): Router {
  const router = new Router();
  mount(router, API_ROUTES.audit.list, async (ctx, { query }) => {
    ctx.body = await listAuditEntries(pool, ctx.state.auth.userId, query);
  });
  return router;
}
