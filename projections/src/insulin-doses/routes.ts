import Router from '@koa/router';
import type pg from 'pg';
import { API_ROUTES } from '@glyco/contracts';
import { mount } from '@glyco/runtime/http';
import { listInsulinDoses } from './query';

/** GET /api/insulin?page&limit&search&type&startDate&endDate -> { doses, totalPages, totalCount }. */
export function createInsulinDoseReadRoutes(pool: pg.Pool): Router {
  const router = new Router();
  mount(router, API_ROUTES.insulin.list, async (ctx, { query }) => {
    ctx.body = await listInsulinDoses(pool, ctx.state.auth.userId, query);
  });
  return router;
}
