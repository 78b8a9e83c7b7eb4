import Router from '@koa/router';
import type pg from 'pg';
import { API_ROUTES } from '@glyco/contracts';
import { mount } from '@glyco/runtime/http';
import { currentLocalHour } from './hour-window';
import { findMealSuggestions } from './query';

/** GET /api/meals/suggestions/smart?hour&limit&tzOffset -> { hour, suggestions }. */
export function createMealSuggestionRoutes(pool: pg.Pool, clock: () => Date = () => new Date()): Router {
  const router = new Router();
  mount(router, API_ROUTES.meals.suggestions, async (ctx, { query }) => {
    const now = clock();
    const hour = query.hour ?? currentLocalHour(now, query.tzOffset);
    ctx.body = await findMealSuggestions(pool, ctx.state.auth.userId, hour, query.limit, now);
  });
  return router;
}
