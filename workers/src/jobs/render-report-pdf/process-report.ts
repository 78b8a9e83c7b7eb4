import type pg from 'pg';
import { UnrecoverableError } from 'bullmq';
import type { ReportJob } from '@glyco/contracts';
import { PersonErasedError, unlessErased, type EventStore, type Position } from '@glyco/event-store';
import type { PdfPrinter } from '../../lib/browser';
import { loadReportData, loadReportRequest } from './report-data';
import { renderReportHtml } from './render-report-html';
import { buildReportView } from './report-view';
import { reportExists, saveReport } from '@glyco/projections';

export interface ReportJobDeps {
  pool: pg.Pool;
  store: EventStore;
  printer: PdfPrinter;
  /** True once the read models a report reads have passed the position (bounded wait). */
  readModelsReached(position: Position): Promise<boolean>;
  now(): Date;
}

/**
 * Renders once per report id: a retry after a crash finds the stored PDF or renders the same one.
 * A PDF finished after its person's deletion began is discarded, never saved.
 */
export async function processReportJob(deps: ReportJobDeps, job: ReportJob): Promise<'rendered' | 'already-rendered' | 'discarded'> {
  if (await reportExists(deps.pool, job.reportId)) return 'already-rendered';
  const request = await loadReportRequest(deps.store, job.reportId);
  if (!request || request.userId !== job.userId) throw new UnrecoverableError(`No report ${job.reportId} for user ${job.userId}`);
  // The report must include what the person logged before asking for it.
  if (!(await deps.readModelsReached(request.position))) throw new Error('Read models have not caught up with the report request yet');
  const data = await loadReportData(deps.pool, request);
  if (!data) throw new UnrecoverableError(`No user ${job.userId}`);
  const pdf = await deps.printer.print(renderReportHtml(buildReportView(data, deps.now())));
  try {
    await unlessErased(deps.pool, job.userId, (client) => saveReport(client, { reportId: job.reportId, userId: job.userId, pdf }));
  } catch (error) {
    if (error instanceof PersonErasedError) return 'discarded';
    throw error;
  }
  return 'rendered';
}
