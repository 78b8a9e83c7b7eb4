import Router from '@koa/router';
import type pg from 'pg';
import { API_ROUTES } from '@glyco/contracts';
import { mount } from '@glyco/runtime/http';
import { listGlucoseReadings } from './query';

/** GET /api/glucose: the signed-in user's readings from the glucose_readings read model. */
export function createGlucoseReadRoutes(pool: pg.Pool): Router {
  const router = new Router();
  mount(router, API_ROUTES.glucose.list, async (ctx, { query }) => {
    ctx.body = await listGlucoseReadings(pool, ctx.state.auth.userId, query);
  });
  return router;
}
