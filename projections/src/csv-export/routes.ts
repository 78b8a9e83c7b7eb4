import Router from '@koa/router';
import type pg from 'pg';
import { reportExportRequestSchema } from '@glyco/contracts';
import type { AuthState } from '@glyco/contracts/http/auth-state';
import { parseInput } from '@glyco/contracts/http/parse-input';
import { csvFileName } from './file-name';
import { csvExportQuery } from './query';
import { streamCsv } from './stream';

/**
 * GET /api/reports/export/csv?type=glucose|meals|insulin&startDate&endDate: the signed-in user's
 * records, streamed. The dataset may also be given as `dataset` (the contracts' name for it).
 */
export function createCsvExportRoutes(pool: pg.Pool, now: () => Date = () => new Date()): Router {
  const router = new Router();
  router.get('/api/reports/export/csv', async (ctx) => {
    const auth = ctx.state.auth as AuthState;
    const request = parseInput(reportExportRequestSchema, { ...ctx.query, type: 'csv', dataset: ctx.query.dataset ?? ctx.query.type });
    if (request.type !== 'csv') return;
    const body = await streamCsv(pool, csvExportQuery(request.dataset, auth.userId, request));
    ctx.attachment(csvFileName(request.dataset, request, now()));
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = body;
  });
  return router;
}
