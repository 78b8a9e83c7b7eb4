import { API_ROUTES, ReportRequested, streamIds } from '@glyco/contracts';
import { startTestApp, type TestApp } from '@glyco/testing';
import type { Position } from '@glyco/event-store';
import { processReportJob, type PdfPrinter } from '@glyco/workers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestReport } from '../reports-pdf/request-report';
import { PERSON, recordThroughApi, registerPerson } from './person-test-support';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

/** A printer that says when it was asked and answers only when the test lets it. */
function heldPrinter() {
  let asked!: () => void;
  let release!: (pdf: Buffer) => void;
  const printing = new Promise<void>((resolve) => (asked = resolve));
  const answer = new Promise<Buffer>((resolve) => (release = resolve));
  const printer: PdfPrinter = {
    async print() {
      asked();
      return answer;
    },
    close: async () => undefined,
  };
  return { printer, printing, release };
}

describe('a PDF that finishes after its person deleted the account', () => {
  it('is discarded, never saved', async () => {
    const { client, userId } = await registerPerson(app);
    await recordThroughApi(client);
    const context = { actor: { userId, role: 'patient' as const }, correlationId: 'report-after-deletion', now: new Date() };
    const period = { start: new Date(Date.now() - 7 * 86_400_000), end: new Date(), timezoneOffsetMinutes: 0 };
    const reportId = await requestReport(app.product.store, userId, period, context);
    const [requested] = await app.product.store.readStream(streamIds.report(reportId));
    expect(requested!.type).toBe(ReportRequested.type);
    const { printer, printing, release } = heldPrinter();
    const deps = {
      pool: app.database.pool,
      store: app.product.store,
      printer,
      readModelsReached: (position: Position) => app.product.projector.waitFor(position, undefined, 60_000),
      now: () => new Date(),
    };
    const rendering = processReportJob(deps, { reportId, userId, requestEventId: requested!.eventId });
    await printing;
    const deleted = await client.request('DELETE', API_ROUTES.accounts.deleteAccount.path, { password: PERSON.password });
    expect(deleted.status).toBe(204);
    release(Buffer.from(`%PDF ${PERSON.name} ${PERSON.readingNote}`));
    expect(await rendering).toBe('discarded');
    const { rows } = await app.database.pool.query('SELECT report_id FROM reports WHERE user_id = $1', [userId]);
    expect(rows).toEqual([]);
  });
});
