import Router from '@koa/router';
import type pg from 'pg';
import { mealListQuerySchema } from '@glyco/contracts';
import type { AuthState } from '@glyco/contracts/http/auth-state';
import { parseInput } from '@glyco/contracts/http/parse-input';
import { listMeals } from './query';

/** GET /api/meals?page&limit&search&mealType&startDate&endDate -> { meals, totalCount }. */
export function createMealReadRoutes(pool: pg.Pool): Router {
  const router = new Router();
  router.get('/api/meals', async (ctx) => {
    const auth = ctx.state.auth as AuthState;
    const query = parseInput(mealListQuerySchema, ctx.query);
    ctx.body = await listMeals(pool, auth.userId, query);
  });
  return router;
}
