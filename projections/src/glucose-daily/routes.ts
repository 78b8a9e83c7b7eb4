import Router from '@koa/router';
import type pg from 'pg';
import { API_ROUTES, glucoseStatsOf, type GlucoseEpisodeList } from '@glyco/contracts';
import { mount } from '@glyco/runtime/http';
import { loadGlucoseAnalysis } from './analysis';
import { loadCurrentGlucose } from './current';
import { loadGlucoseTrace } from './trace';

/**
 * GET /api/glucose/stats/overview, /api/glucose/current, /api/glucose/episodes and /api/glucose/trace, from the
 * glucose_daily read model against the person's own target (see README.md beside this file).
 */
export function createGlucoseStatsRoutes(pool: pg.Pool, now: () => Date = () => new Date()): Router {
  const router = new Router();
  mount(router, API_ROUTES.glucose.stats, async (ctx, { query }) => {
    const { metrics } = await loadGlucoseAnalysis(pool, ctx.state.auth.userId, query, undefined, { agp: false, episodes: false });
    ctx.body = glucoseStatsOf(metrics);
  });
  mount(router, API_ROUTES.glucose.current, async (ctx) => {
    ctx.body = await loadCurrentGlucose(pool, ctx.state.auth.userId, now());
  });
  mount(router, API_ROUTES.glucose.episodes, async (ctx, { query }) => {
    const { metrics, episodes } = await loadGlucoseAnalysis(pool, ctx.state.auth.userId, query, undefined, { agp: false, episodes: true });
    const body: GlucoseEpisodeList = { window: metrics.window, episodes };
    ctx.body = body;
  });
  mount(router, API_ROUTES.glucose.trace, async (ctx, { query }) => {
    ctx.body = await loadGlucoseTrace(pool, ctx.state.auth.userId, query);
  });
  return router;
}
