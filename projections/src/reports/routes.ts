import Router from '@koa/router';
import type pg from 'pg';
import { reportOverviewQuerySchema } from '@glyco/contracts';
import type { AuthState } from '@glyco/contracts/http/auth-state';
import { parseInput } from '@glyco/contracts/http/parse-input';
import { loadReportOverview } from './overview';
import { resolveReportRange } from './report-range';

/** GET /api/reports/overview?startDate&endDate (ISO instants, inclusive; default the last 7 days). */
export function createReportOverviewRoutes(pool: pg.Pool, now: () => Date = () => new Date()): Router {
  const router = new Router();
  router.get('/api/reports/overview', async (ctx) => {
    const auth = ctx.state.auth as AuthState;
    const query = parseInput(reportOverviewQuerySchema, ctx.query);
    ctx.body = await loadReportOverview(pool, auth.userId, resolveReportRange(query, now()));
  });
  return router;
}
