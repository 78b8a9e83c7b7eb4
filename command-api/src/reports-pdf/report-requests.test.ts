import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { REPORT_MESSAGES, ReportRequested } from '@glyco/contracts';
import { AppError } from '@glyco/contracts/http/app-errors';
import { createInMemoryEventStore, type CommandContext } from '@glyco/event-store';
import { createReportRequests, REPORT_PDF_LIMITS, REPORT_RETRY_AFTER_SECONDS } from './report-requests';
import type { ReportPeriod } from './request-report';

const ADA = '00000000-0000-4000-8000-00000000000a';
const BOB = '00000000-0000-4000-8000-00000000000b';
const PDF = Buffer.from('%PDF-1.7');
const context = (userId: string): CommandContext => ({ actor: { userId, role: 'patient' }, correlationId: crypto.randomUUID(), now: new Date() });
const week = (day: number): ReportPeriod => ({ start: new Date(Date.UTC(2026, 10, day)), end: new Date(Date.UTC(2026, 10, day + 7)), timezoneOffsetMinutes: 0 });

/** The reports table as the worker fills it: a report is rendered when the test says so. */
function renderedReports() {
  const rendered = new Set<string>();
  const pool = { query: async (_text: string, [reportId]: string[]) => ({ rows: rendered.has(reportId!) ? [{ pdf: PDF }] : [] }) } as unknown as pg.Pool;
  return { pool, render: (reportId: string) => rendered.add(reportId) };
}

async function setUp() {
  const store = createInMemoryEventStore();
  const reports = renderedReports();
  const requests = createReportRequests(store, reports.pool, { ...REPORT_PDF_LIMITS, waitMs: 5_000 });
  const requested = async () => (await store.readAll({ limit: 100 })).filter((event) => event.type === ReportRequested.type).map((event) => event.data as { reportId: string; userId: string });
  const renderAll = async () => (await requested()).forEach(({ reportId }) => reports.render(reportId));
  return { requests, requested, renderAll };
}

describe('asking for PDF reports', () => {
  it('answers the same person asking twice for one period with one report', async () => {
    const { requests, requested, renderAll } = await setUp();
    const first = requests.pdfFor(ADA, week(1), context(ADA));
    const second = requests.pdfFor(ADA, week(1), context(ADA));
    await expect.poll(async () => (await requested()).length).toBe(1);
    await renderAll();
    expect(await first).toEqual(PDF);
    expect(await second).toEqual(PDF);
    expect(await requested()).toHaveLength(1);
  });

  it('refuses a person more reports at once than the cap with 429 and Retry-After, and nobody else', async () => {
    const { requests, renderAll } = await setUp();
    const running = Array.from({ length: REPORT_PDF_LIMITS.perPerson }, (_, index) => requests.pdfFor(ADA, week(index + 1), context(ADA)));
    const refused = (() => {
      try {
        void requests.pdfFor(ADA, week(20), context(ADA));
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ kind: 'rate_limited', message: REPORT_MESSAGES.tooManyReports, retryAfterSeconds: REPORT_RETRY_AFTER_SECONDS });
    const bobs = requests.pdfFor(BOB, week(20), context(BOB));
    await expect.poll(async () => { await renderAll(); return Promise.race([bobs, Promise.resolve('pending')]); }).toEqual(PDF);
    await Promise.all(running);
    const later = requests.pdfFor(ADA, week(20), context(ADA));
    await expect.poll(async () => { await renderAll(); return Promise.race([later, Promise.resolve('pending')]); }).toEqual(PDF);
  });
});
