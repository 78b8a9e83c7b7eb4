import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { REPORT_MESSAGES } from '@glyco/contracts';
import { isErasureBegun, PersonErasedError, type CommandContext, type EventStore } from '@glyco/event-store';
import { createPerPersonSlots, findReportPdf } from '@glyco/projections';
import { requestReport, type ReportPeriod } from './request-report';

export interface ReportPdfLimits {
  /** How long a request waits for the worker's PDF. */
  waitMs: number;
  /** Different reports one person may have rendering at once; more answer 429. */
  perPerson: number;
}

export const REPORT_PDF_LIMITS: ReportPdfLimits = {
  // Past the client's own 15 s, a person still gets the file from a slow worker; longer answers nobody.
  waitMs: 30_000,
  // One worker renders for everyone: two per person keeps anyone's report behind at most two of another's.
  perPerson: 2,
};

/** A report takes a few seconds to render: by then one of the person's slots is likely free. */
export const REPORT_RETRY_AFTER_SECONDS = 10;
const POLL_MS = 150;

export interface ReportRequests {
  /** The person's PDF of the period, or undefined when the worker has not rendered it within `waitMs`. */
  pdfFor(userId: string, period: ReportPeriod, context: CommandContext): Promise<Buffer | undefined>;
}

/**
 * Asks the worker for reports, at most `perPerson` different ones per person at a time; the same
 * person asking again for a period still rendering joins that report rather than queueing another.
 */
export function createReportRequests(store: EventStore, pool: pg.Pool, limits: ReportPdfLimits = REPORT_PDF_LIMITS): ReportRequests {
  const slots = createPerPersonSlots(limits.perPerson, REPORT_MESSAGES.tooManyReports, REPORT_RETRY_AFTER_SECONDS);
  const unfinished = new Map<string, Promise<Buffer | undefined>>();
  const render = async (userId: string, period: ReportPeriod, context: CommandContext) => {
    const reportId = await requestReport(store, userId, period, context);
    return waitForReport(pool, reportId, userId, limits.waitMs);
  };
  return {
    pdfFor(userId, period, context) {
      const key = [userId, period.start.toISOString(), period.end.toISOString(), period.timezoneOffsetMinutes].join('|');
      const joined = unfinished.get(key);
      if (joined) return joined;
      const release = slots.take(userId);
      const pdf = render(userId, period, context).finally(() => {
        release();
        unfinished.delete(key);
      });
      unfinished.set(key, pdf);
      return pdf;
    },
  };
}

async function waitForReport(pool: pg.Pool, reportId: string, userId: string, waitMs: number): Promise<Buffer | undefined> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const pdf = await findReportPdf(pool, reportId, userId);
    if (pdf || Date.now() >= deadline) return pdf;
    // The worker discards the PDF of a person whose account deletion began: none will come.
    if (await isErasureBegun(pool, userId)) throw new PersonErasedError(userId);
    await sleep(POLL_MS);
  }
}
