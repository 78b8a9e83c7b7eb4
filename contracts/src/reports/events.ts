import { z } from 'zod';
import { defineEvent, type EventOf } from '../shared/events';

/** On `report-<id>`: a PDF report of a period was asked for; a worker renders it. */
export const ReportRequested = defineEvent(
  'ReportRequested',
  1,
  z.object({
    reportId: z.uuid(),
    userId: z.uuid(),
    format: z.literal('pdf'),
    startDate: z.iso.datetime({ offset: true }),
    endDate: z.iso.datetime({ offset: true }),
    timezoneOffsetMinutes: z.number().int(),
  }),
);

export const REPORT_EVENTS = [ReportRequested] as const;
export type ReportEvent = EventOf<(typeof REPORT_EVENTS)[number]>;
