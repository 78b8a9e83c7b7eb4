export { createJobQueues, type JobQueues, type JobQueuesOptions, type JobToAdd } from './queues/job-queues';
export { DEFAULT_LOCK_TIMINGS, type LockTimings } from './queues/job-options';
export { startWorkers, type RunningWorkers, type WorkersDeps } from './runtime/start-workers';
export { migrateJobTables } from './runtime/job-tables';
export { hashResetToken, sameDigest, userIdOfResetToken } from './jobs/send-email/reset-token';
export { findReportPdf } from './jobs/render-report-pdf/reports-table';
