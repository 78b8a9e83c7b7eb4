export { createJobQueues, type JobQueues, type JobQueuesOptions, type JobToAdd } from './queues/job-queues';
export { DEFAULT_LOCK_TIMINGS, type LockTimings } from './queues/job-options';
export { startWorkers, type RunningWorkers, type WorkersDeps } from './runtime/start-workers';
export { migrateJobTables } from './runtime/job-tables';
export { loadReportData, type ReportData } from './jobs/render-report-pdf/report-data';
export { buildReportView, type ReportView } from './jobs/render-report-pdf/report-view';
export { renderReportHtml } from './jobs/render-report-pdf/render-report-html';
export { createPdfPrinter, type PdfPrinter } from './lib/browser';
export { processReportJob, type ReportJobDeps } from './jobs/render-report-pdf/process-report';
