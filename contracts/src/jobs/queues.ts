export const QUEUES = Object.freeze({ emails: 'emails', reports: 'reports', imports: 'imports', retention: 'retention', alerts: 'alerts', alertChannels: 'alert-channels' } as const);
export const QUEUE_NAMES = [QUEUES.emails, QUEUES.reports, QUEUES.imports, QUEUES.retention, QUEUES.alerts, QUEUES.alertChannels] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];
