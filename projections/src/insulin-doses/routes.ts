import Router from '@koa/router';
import type pg from 'pg';
import { insulinListQuerySchema } from '@glyco/contracts';
import type { AuthState } from '@glyco/contracts/http/auth-state';
import { parseInput } from '@glyco/contracts/http/parse-input';
import { listInsulinDoses } from './query';

/** GET /api/insulin?page&limit&search&type&startDate&endDate -> { doses, totalPages, totalCount }. */
export function createInsulinDoseReadRoutes(pool: pg.Pool): Router {
  const router = new Router();
  router.get('/api/insulin', async (ctx) => {
    const auth = ctx.state.auth as AuthState;
    const query = parseInput(insulinListQuerySchema, ctx.query);
    ctx.body = await listInsulinDoses(pool, auth.userId, query);
  });
  return router;
}
