import Router from '@koa/router';
import type pg from 'pg';
import { glucoseListQuerySchema } from '@glyco/contracts';
import type { AuthState } from '@glyco/contracts/http/auth-state';
import { parseInput } from '@glyco/contracts/http/parse-input';
import { listGlucoseReadings } from './query';

/** GET /api/glucose: the signed-in user's readings from the glucose_readings read model. */
export function createGlucoseReadRoutes(pool: pg.Pool): Router {
  const router = new Router();
  router.get('/api/glucose', async (ctx) => {
    const { userId } = ctx.state.auth as AuthState;
    const query = parseInput(glucoseListQuerySchema, ctx.query);
    ctx.body = await listGlucoseReadings(pool, userId, query);
  });
  return router;
}
