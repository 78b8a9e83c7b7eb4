import Router from '@koa/router';
import type pg from 'pg';
import { auditQuerySchema } from '@glyco/contracts';
import type { AuthState } from '@glyco/contracts/http/auth-state';
import { parseInput } from '@glyco/contracts/http/parse-input';
import { listAuditEntries } from './query';

/** GET /api/audit?limit&before&entityType&entityId -> { entries, nextBefore }: the caller's own changes. */
export function createAuditRoutes(pool: pg.Pool): Router {
  const router = new Router();
  router.get('/api/audit', async (ctx) => {
    const auth = ctx.state.auth as AuthState;
    const query = parseInput(auditQuerySchema, ctx.query);
    ctx.body = await listAuditEntries(pool, auth.userId, query);
  });
  return router;
}
