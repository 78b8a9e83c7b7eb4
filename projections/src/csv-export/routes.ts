import Router from '@koa/router';
import type pg from 'pg';
import type { Middleware } from 'koa';
import { z } from 'zod';
import { API_ROUTES, reportExportRequestSchema } from '@glyco/contracts';
import { mount } from '@glyco/runtime/http';
import { csvFileName } from './file-name';
import { csvExportQuery } from './query';
import { streamCsv } from './stream';

/** The query as the export reads it: `type` names the dataset, which may also be given as `dataset` (the contracts' name for it). */
const csvRequestSchema = z.preprocess(
  (query: Record<string, unknown>) => ({ ...query, type: 'csv', dataset: query.dataset ?? query.type }),
  reportExportRequestSchema,
);

/**
 * GET /api/reports/export/csv?type=glucose|meals|insulin&startDate&endDate: the signed-in user's
 * records, streamed from the exports' own pool behind `guard` (see createExportGuard).
 */
export function createCsvExportRoutes(pool: pg.Pool, guard: Middleware, now: () => Date = () => new Date()): Router {
  const router = new Router();
  mount(
    router,
    API_ROUTES.reports.csv,
    async (ctx, { query: request }) => {
      if (request.type !== 'csv') return;
      const body = await streamCsv(pool, csvExportQuery(request.dataset, ctx.state.auth.userId, request));
      ctx.attachment(csvFileName(request.dataset, request, now()));
      ctx.type = 'text/csv; charset=utf-8';
      ctx.body = body;
    },
    { before: [guard], overrides: { query: csvRequestSchema } },
  );
  return router;
}
