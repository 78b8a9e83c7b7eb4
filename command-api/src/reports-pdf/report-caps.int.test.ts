import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, REPORT_MESSAGES, ReportRequested } from '@glyco/contracts';
import { closeServer, createTestClient, listen, registeredClient, startTestApp, TEST_JWT_SECRET, type TestApp, type TestClient } from '@glyco/testing';
import { buildApp } from '../runtime/build-app';
import { REPORT_PDF_LIMITS, REPORT_RETRY_AFTER_SECONDS, type ReportPdfLimits } from './report-requests';

/**
 * PDF requests of one person with no worker running, so every report stays unfinished: the same
 * period asked twice is one report, and past the per-person cap the API answers 429 with
 * Retry-After before it asks the worker for anything.
 */

const LIMITS: ReportPdfLimits = { ...REPORT_PDF_LIMITS, waitMs: 8_000 };

let app: TestApp;
let server: Server;
let ada: TestClient;

beforeAll(async () => {
  app = await startTestApp();
  const logger = { debug() {}, info() {}, warn() {}, error() {} };
  server = await listen(await buildApp({ ...app.product, logger, jwtSecret: TEST_JWT_SECRET, reportPdfLimits: LIMITS }), 0, '127.0.0.1');
  const address = server.address();
  ada = createTestClient(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
  ada.token = (await registeredClient(app, 'ada-pdf@example.com')).token;
});
afterAll(async () => {
  if (server) await closeServer(server, 1_000);
  await app?.close();
});

const reportsRequested = async () =>
  (await app.database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM events WHERE type = $1', [ReportRequested.type])).rows[0]!.n;
const pdfOf = (day: number) => ada.get(`${API_ROUTES.reports.pdf.path}?startDate=2026-11-${String(day).padStart(2, '0')}T00:00:00.000Z&endDate=2026-11-${String(day + 6).padStart(2, '0')}T23:59:59.999Z`);

describe('PDF requests of one person', () => {
  it('share one report for one period and answer 429 with Retry-After past the cap', async () => {
    const waiting = [pdfOf(1), pdfOf(1), pdfOf(8)];
    await expect.poll(reportsRequested).toBe(LIMITS.perPerson);
    const refused = await pdfOf(15);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe(String(REPORT_RETRY_AFTER_SECONDS));
    expect(refused.body).toEqual({ message: REPORT_MESSAGES.tooManyReports });
    // Nobody renders here: the waits end unanswered, and free the person's slots.
    expect((await Promise.all(waiting)).map((response) => response.status)).toEqual([503, 503, 503]);
    expect(await reportsRequested()).toBe(LIMITS.perPerson);
    const afterwards = pdfOf(15);
    await expect.poll(reportsRequested).toBe(LIMITS.perPerson + 1);
    expect((await afterwards).status).toBe(503);
  });
});
