import Router from '@koa/router';
import type pg from 'pg';
import { API_ROUTES } from '@glyco/contracts';
import { mount } from '@glyco/runtime/http';
import { listMeals } from './query';

/** GET /api/meals?page&limit&search&mealType&startDate&endDate -> { meals, totalCount }. */
export function createMealReadRoutes(pool: pg.Pool): Router {
  const router = new Router();
  mount(router, API_ROUTES.meals.list, async (ctx, { query }) => {
    ctx.body = await listMeals(pool, ctx.state.auth.userId, query);
  });
  return router;
}
