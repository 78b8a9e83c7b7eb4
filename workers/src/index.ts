export { createJobQueues, type JobQueues, type JobQueuesOptions, type JobToAdd } from './queues/job-queues';
export { DEFAULT_LOCK_TIMINGS, type LockTimings } from './queues/job-options';
export { startWorkers, type RunningWorkers, type WorkersDeps } from './runtime/start-workers';
export { migrateJobTables } from './runtime/job-tables';
export { loadReportData, type ReportData } from './jobs/render-report-pdf/report-data';
export { buildReportView, type ReportView } from './jobs/render-report-pdf/report-view';
export { renderReportHtml } from './jobs/render-report-pdf/render-report-html';
export { createPdfPrinter, type PdfPrinter } from './lib/browser';
export { processReportJob, type ReportJobDeps } from './jobs/render-report-pdf/process-report';
/** A local push service and a browser's keys, for tests that follow an alert to a decrypted push. */
export { startPushReceiver, testSubscriber, type PushedRequest, type TestSubscriber } from './jobs/deliver-alert-channels/push-receiver-test-support';
