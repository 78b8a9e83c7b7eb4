import Router from '@koa/router';
import type pg from 'pg';
import { mealSuggestionQuerySchema } from '@glyco/contracts';
import type { AuthState } from '@glyco/contracts/http/auth-state';
import { parseInput } from '@glyco/contracts/http/parse-input';
import { currentLocalHour } from './hour-window';
import { findMealSuggestions } from './query';

/** GET /api/meals/suggestions/smart?hour&limit&tzOffset -> { hour, suggestions }. */
export function createMealSuggestionRoutes(pool: pg.Pool, clock: () => Date = () => new Date()): Router {
  const router = new Router();
  router.get('/api/meals/suggestions/smart', async (ctx) => {
    const auth = ctx.state.auth as AuthState;
    const query = parseInput(mealSuggestionQuerySchema, ctx.query);
    const now = clock();
    const hour = query.hour ?? currentLocalHour(now, query.tzOffset);
    ctx.body = await findMealSuggestions(pool, auth.userId, hour, query.limit, now);
  });
  return router;
}
