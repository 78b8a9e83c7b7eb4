import Router from '@koa/router';
import type pg from 'pg';
import { DEFAULT_TARGET_RANGE, glucoseStatsQuerySchema, metricsFromAggregates, type GlucoseStatsQuery, type ReportingPeriod } from '@glyco/contracts';
import type { AuthState } from '@glyco/contracts/http/auth-state';
import { parseInput } from '@glyco/contracts/http/parse-input';
import { findUser } from '../users/query';
import { presentGlucoseStats } from './present-stats';
import { loadDailyAggregates } from './query';
import { planStats } from './stats-range';

/** CGM activity is measured against the requested period when it has both ends, else the readings' own span. */
function reportingPeriod(query: GlucoseStatsQuery): ReportingPeriod | undefined {
  if (!query.startDate || !query.endDate) return undefined;
  return { start: query.startDate, end: new Date(Date.parse(query.endDate) + 1) };
}

/** GET /api/glucose/stats/overview: see README.md beside this file for the range rules. */
export function createGlucoseStatsRoutes(pool: pg.Pool): Router {
  const router = new Router();
  router.get('/api/glucose/stats/overview', async (ctx) => {
    const { userId } = ctx.state.auth as AuthState;
    const query = parseInput(glucoseStatsQuerySchema, ctx.query);
    const [days, user] = await Promise.all([loadDailyAggregates(pool, userId, planStats(query)), findUser(pool, userId)]);
    const target = user?.targetGlucoseRange ?? DEFAULT_TARGET_RANGE;
    ctx.body = presentGlucoseStats(metricsFromAggregates(days, target, reportingPeriod(query)));
  });
  return router;
}
