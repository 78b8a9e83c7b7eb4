import Router from '@koa/router';
import type pg from 'pg';
import { API_ROUTES, resolveReportRange } from '@glyco/contracts';
import { mount } from '@glyco/runtime/http';
import { loadReportOverview } from './overview';

/** GET /api/reports/overview?startDate&endDate (ISO instants, inclusive; default the last 7 days). */
export function createReportOverviewRoutes(pool: pg.Pool, now: () => Date = () => new Date()): Router {
  const router = new Router();
  mount(router, API_ROUTES.reports.overview, async (ctx, { query }) => {
    ctx.body = await loadReportOverview(pool, ctx.state.auth.userId, resolveReportRange(query, now()));
  });
  return router;
}
