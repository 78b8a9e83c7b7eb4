import type { Job } from 'bullmq';
import type pg from 'pg';
import { alertChannelJobSchema } from '@glyco/contracts';
import type { EventStore } from '@glyco/event-store';
import { parseJobData } from '../../runtime/parse-job-data';
import type { EmailDeliveries } from '../send-email/email-deliveries';
import { processAlertWebhook } from './process-alert-webhook';
import { processAlertPush } from './process-alert-push';
import type { PushSender } from './send-push';

export interface AlertChannelDeps {
  store: EventStore;
  pool: pg.Pool;
  /** The send log, shared with email: one row per job that delivered. */
  deliveries: EmailDeliveries;
  serverSecret: string;
  appUrl: string;
  /** The server's Web Push identity; without it nothing is pushed. */
  push?: PushSender;
  now(): Date;
}

/** The `alert-channels` queue's processor: one branch per channel. */
export function alertChannelsProcessor(deps: AlertChannelDeps) {
  return async (job: Job): Promise<string> => {
    const data = parseJobData(alertChannelJobSchema, job.data);
    switch (data.kind) {
      case 'alert-webhook':
        return processAlertWebhook(deps, String(job.id), data, job.attemptsMade + 1);
      case 'alert-push':
        return processAlertPush(deps, String(job.id), data, job.attemptsMade + 1);
    }
  };
}
