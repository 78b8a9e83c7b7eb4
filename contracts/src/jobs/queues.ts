export const QUEUES = Object.freeze({ emails: 'emails', reports: 'reports' } as const);
export const QUEUE_NAMES = [QUEUES.emails, QUEUES.reports] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];
