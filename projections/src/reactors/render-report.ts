import { QUEUES, ReportRequested, jobIdFromEvent, type ReportJob } from '@glyco/contracts';
import type { JobSink } from './job-sink';
import { defineReactor } from './reactor';

/** The route waits seconds for its PDF; an hour-old request has nobody waiting for it. */
const ONE_HOUR_MS = 60 * 60_000;

/** ReportRequested -> the job that renders the PDF. */
export function renderReportReactor(sink: JobSink) {
  return defineReactor(
    {
      name: 'render_report',
      version: 1,
      handles: [ReportRequested.type],
      maxEventAgeMs: ONE_HOUR_MS,
      jobFor(event) {
        const data: ReportJob = { reportId: String(event.data.reportId), userId: String(event.data.userId), requestEventId: event.eventId };
        return { queue: QUEUES.reports, name: 'render-report-pdf', jobId: jobIdFromEvent('report', event.eventId), data };
      },
    },
    sink,
  );
}
