import { DAY_MS } from '../glucose-metrics/sample';
import { DEFAULT_REPORT_DAYS } from './schemas';

export interface ReportRange {
  start: Date;
  end: Date;
}

/** SPEC's default report period is the last 7 days: a missing end is now, a missing start 7 days before the end. */
export function resolveReportRange(query: { startDate?: string | undefined; endDate?: string | undefined }, now: Date): ReportRange {
  const end = query.endDate ? new Date(query.endDate) : now;
  const start = query.startDate ? new Date(query.startDate) : new Date(end.getTime() - DEFAULT_REPORT_DAYS * DAY_MS);
  return { start, end };
}
