import Router from '@koa/router';
import { z } from 'zod';
import { API_ROUTES, reportExportRequestSchema } from '@glyco/contracts';
import { AppError } from '@glyco/contracts/http/app-errors';
import { mount } from '@glyco/runtime/http';
import { commandContextOf } from '../commands/request-context';
import { reportFileName } from './file-name';
import type { ReportRequests } from './report-requests';
import { reportPeriod } from './request-report';

const pdfRequestSchema = z.preprocess((query: Record<string, unknown>) => ({ ...query, type: 'pdf' }), reportExportRequestSchema);
const STILL_RENDERING = 'The report is taking longer than expected. Please try again in a minute.';

/** GET /api/reports/export/pdf?startDate&endDate: asks a worker for the AGP report and answers with the file. */
export function createReportPdfRoutes(reports: ReportRequests): Router {
  const router = new Router();
  mount(router, API_ROUTES.reports.pdf, async (ctx, { query: request }) => {
    const period = reportPeriod(request, new Date());
    const pdf = await reports.pdfFor(ctx.state.auth.userId, period, commandContextOf(ctx));
    if (!pdf) throw new AppError('unavailable', STILL_RENDERING);
    ctx.attachment(reportFileName(period, period.timezoneOffsetMinutes));
    ctx.type = 'application/pdf';
    ctx.body = pdf;
  }, { overrides: { query: pdfRequestSchema } });
  return router;
}
