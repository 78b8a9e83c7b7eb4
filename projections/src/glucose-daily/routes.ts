import Router from '@koa/router';
import type pg from 'pg';
import { glucoseStatsOf, glucoseStatsQuerySchema, glucoseTraceQuerySchema, type GlucoseEpisodeList } from '@glyco/contracts';
import type { AuthState } from '@glyco/contracts/http/auth-state';
import { parseInput } from '@glyco/contracts/http/parse-input';
import { loadGlucoseAnalysis } from './analysis';
import { loadCurrentGlucose } from './current';
import { loadGlucoseTrace } from './trace';

/**
 * GET /api/glucose/stats/overview, /api/glucose/current, /api/glucose/episodes and /api/glucose/trace, from the
 * glucose_daily read model against the person's own target (see README.md beside this file).
 */
export function createGlucoseStatsRoutes(pool: pg.Pool, now: () => Date = () => new Date()): Router {
  const router = new Router();
  router.get('/api/glucose/stats/overview', async (ctx) => {
    const { userId } = ctx.state.auth as AuthState;
    const range = parseInput(glucoseStatsQuerySchema, ctx.query);
    const { metrics } = await loadGlucoseAnalysis(pool, userId, range, undefined, { agp: false, episodes: false });
    ctx.body = glucoseStatsOf(metrics);
  });
  router.get('/api/glucose/current', async (ctx) => {
    const { userId } = ctx.state.auth as AuthState;
    ctx.body = await loadCurrentGlucose(pool, userId, now());
  });
  router.get('/api/glucose/episodes', async (ctx) => {
    const { userId } = ctx.state.auth as AuthState;
    const range = parseInput(glucoseStatsQuerySchema, ctx.query);
    const { metrics, episodes } = await loadGlucoseAnalysis(pool, userId, range, undefined, { agp: false, episodes: true });
    const body: GlucoseEpisodeList = { window: metrics.window, episodes };
    ctx.body = body;
  });
  router.get('/api/glucose/trace', async (ctx) => {
    const { userId } = ctx.state.auth as AuthState;
    ctx.body = await loadGlucoseTrace(pool, userId, parseInput(glucoseTraceQuerySchema, ctx.query));
  });
  return router;
}
