import type { Worker } from 'bullmq';
import { QUEUES } from '@glyco/contracts';
import type { EventStore, PersonKeys } from '@glyco/event-store';
import { resetTokenKey, type Config, type Database, type Logger } from '@glyco/runtime';
import { emailDeliveries } from '../jobs/send-email/email-deliveries';
import { emailProcessor } from '../jobs/send-email/email-processor';
import { createPdfPrinter } from '../lib/browser';
import { createMailer } from '../lib/mailer';
import { reportProcessor } from '../jobs/render-report-pdf/report-processor';
import { importProcessor } from '../jobs/import-file/import-processor';
import { alertsProcessor } from '../jobs/evaluate-alerts/alerts-processor';
import { alertChannelsProcessor } from '../jobs/deliver-alert-channels/alert-channels-processor';
import { pushSenderOf } from '../jobs/deliver-alert-channels/push-sender';
import { alertSchedule } from '../jobs/evaluate-alerts/schedule';
import { retentionProcessor, scheduleRetention } from '../jobs/shred-expired-readings/retention-schedule';
import type { JobQueues } from '../queues/job-queues';
import { migrateJobTables } from './job-tables';

/**
 * Imports of different people side by side; one person's imports wait for each other (an advisory lock).
 * Two, as the machine has two cores and each import parses in a thread of its own and holds two
 * database connections (its lock and its appends).
 */
const IMPORT_CONCURRENCY = 2;

export interface WorkersDeps {
  config: Config;
  logger: Logger;
  database: Database;
  store: EventStore;
  /** The people's data keys: retention destroys the month keys of old readings. */
  keys: PersonKeys;
  queues: JobQueues;
  /** The server secret reset tokens are derived from. */
  serverSecret: string;
  /** How long an alert setting's minute lasts (60 000 ms); tests shorten it. */
  alertMinuteMs?: number;
}

export interface RunningWorkers {
  /** Stops taking jobs and waits for the active ones to finish. */
  stop(): Promise<void>;
}

export async function startWorkers(deps: WorkersDeps): Promise<RunningWorkers> {
  const { config, logger, database, store, queues } = deps;
  await migrateJobTables(database.pool);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, dataDir: config.dataDir });
  const emails = queues.createWorker(
    QUEUES.emails,
    emailProcessor({
      store,
      deliveries: emailDeliveries(database.pool),
      mailer,
      tokenKey: resetTokenKey(deps.serverSecret),
      pool: database.pool,
      serverSecret: deps.serverSecret,
      appUrl: config.appUrl,
      logger,
      now: () => new Date(),
    }),
    { concurrency: 4 },
  );
  const printer = createPdfPrinter(config.chromiumPath);
  // One report at a time: each holds a Chromium page, and the route waits for it.
  const reportJobs = reportProcessor({ pool: database.pool, store, printer, now: () => new Date() });
  const reports = queues.createWorker(QUEUES.reports, reportJobs.process, {
    concurrency: 1,
  });
  const imports = queues.createWorker(QUEUES.imports, importProcessor({ pool: database.pool, store, clock: () => new Date() }), { concurrency: IMPORT_CONCURRENCY });
  const retention = queues.createWorker(
    QUEUES.retention,
    retentionProcessor({ keys: deps.keys, store, retentionDays: config.retentionDays, now: () => new Date() }),
    { concurrency: 1 },
  );
  const alerts = queues.createWorker(
    QUEUES.alerts,
    alertsProcessor({ store, pool: database.pool, schedule: alertSchedule(queues, deps.alertMinuteMs), now: () => new Date() }),
    { concurrency: 4 },
  );
  const alertChannels = queues.createWorker(
    QUEUES.alertChannels,
    alertChannelsProcessor({ store, pool: database.pool, deliveries: emailDeliveries(database.pool), serverSecret: deps.serverSecret, appUrl: config.appUrl, push: await pushSenderOf(config), now: () => new Date() }),
    { concurrency: 4 },
  );
  await scheduleRetention(queues, config.retentionDays);
  const workers: Worker[] = [emails, reports, imports, retention, alerts, alertChannels];
  for (const worker of workers) logFailures(worker, logger);
  logger.info('workers started', { queues: workers.map((worker) => worker.name), backend: queues.backend, mail: mailer.kind });
  return {
    async stop() {
      await Promise.all(workers.map((worker) => worker.close()));
      await reportJobs.close();
      mailer.close();
      await printer.close();
    },
  };
}

function logFailures(worker: Worker, logger: Logger): void {
  worker.on('failed', (job, error) => {
    logger.warn('job failed', { queue: worker.name, jobId: job?.id, attempt: job?.attemptsMade, error });
  });
  worker.on('error', (error) => logger.error('worker error', { queue: worker.name, error }));
}
