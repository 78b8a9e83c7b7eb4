import { randomUUID } from 'node:crypto';
import { ReportRequested, resolveReportRange, streamIds } from '@glyco/contracts';
import { appendEvents, newEvent, type CommandContext, type EventStore } from '@glyco/event-store';

export interface ReportPeriod {
  start: Date;
  end: Date;
  timezoneOffsetMinutes: number;
}

/** SPEC's default period: a missing end is now, a missing start 7 days before the end. */
export function reportPeriod(query: { startDate?: string; endDate?: string; timezoneOffsetMinutes?: number }, now: Date): ReportPeriod {
  return { ...resolveReportRange(query, now), timezoneOffsetMinutes: query.timezoneOffsetMinutes ?? 0 };
}

/** Appends ReportRequested on a new `report-<id>` stream; a reactor enqueues the rendering. */
export async function requestReport(store: EventStore, userId: string, period: ReportPeriod, context: CommandContext): Promise<string> {
  const reportId = randomUUID();
  const data = {
    reportId,
    userId,
    format: 'pdf' as const,
    startDate: period.start.toISOString(),
    endDate: period.end.toISOString(),
    timezoneOffsetMinutes: period.timezoneOffsetMinutes,
  };
  await appendEvents(store, streamIds.report(reportId), [newEvent(ReportRequested, data)], context, 'no_stream');
  return reportId;
}
