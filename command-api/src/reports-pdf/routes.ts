import { setTimeout as sleep } from 'node:timers/promises';
import Router from '@koa/router';
import type pg from 'pg';
import { z } from 'zod';
import { API_ROUTES, reportExportRequestSchema } from '@glyco/contracts';
import { AppError } from '@glyco/contracts/http/app-errors';
import type { EventStore } from '@glyco/event-store';
import { mount } from '@glyco/runtime/http';
import { findReportPdf } from '@glyco/projections';
import { commandContextOf } from '../commands/request-context';
import { reportFileName } from './file-name';
import { reportPeriod, requestReport } from './request-report';

export interface ReportPdfRouteDeps {
  store: EventStore;
  pool: pg.Pool;
  /** How long the request waits for the worker's PDF. */
  waitMs?: number;
}

const POLL_MS = 150;
const pdfRequestSchema = z.preprocess((query: Record<string, unknown>) => ({ ...query, type: 'pdf' }), reportExportRequestSchema);
const STILL_RENDERING = 'The report is taking longer than expected. Please try again in a minute.';

/** GET /api/reports/export/pdf?startDate&endDate: asks a worker for the AGP report and answers with the file. */
export function createReportPdfRoutes(deps: ReportPdfRouteDeps): Router {
  const router = new Router();
  mount(router, API_ROUTES.reports.pdf, async (ctx, { query: request }) => {
    const { auth } = ctx.state;
    const period = reportPeriod(request, new Date());
    const reportId = await requestReport(deps.store, auth.userId, period, commandContextOf(ctx));
    const pdf = await waitForReport(deps.pool, reportId, auth.userId, deps.waitMs ?? 30_000);
    if (!pdf) throw new AppError('unavailable', STILL_RENDERING);
    ctx.attachment(reportFileName(period, period.timezoneOffsetMinutes));
    ctx.type = 'application/pdf';
    ctx.body = pdf;
  }, { overrides: { query: pdfRequestSchema } });
  return router;
}

async function waitForReport(pool: pg.Pool, reportId: string, userId: string, waitMs: number): Promise<Buffer | undefined> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const pdf = await findReportPdf(pool, reportId, userId);
    if (pdf || Date.now() >= deadline) return pdf;
    await sleep(POLL_MS);
  }
}
