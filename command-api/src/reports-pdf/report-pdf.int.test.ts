import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeGlucoseMetrics } from '@glyco/contracts';
import { JOB_BACKENDS, startTestApp, type TestApp } from '../testing/test-app';
import { seedReportData } from './testing/seed-report-data';

const start = new Date('2026-11-01T00:00:00Z');
const end = new Date('2026-11-14T23:59:59Z');
const query = `startDate=${start.toISOString()}&endDate=${end.toISOString()}`;

describe.each(JOB_BACKENDS)('the PDF report (queues on %s)', (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ queueBackend: backend, roles: ['api', 'projector', 'workers'] });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('is an AGP report of the period, printed by a worker, named by the dates', async () => {
    const ada = app.client();
    const registered = await ada.post('/api/auth/register', { name: 'Ada Lovelace', email: 'ada@example.com', password: 'secret1', diabetesType: 'Type 1' });
    ada.token = registered.body.token;
    const readings = await seedReportData(app.product.store, registered.body.user._id, start, 14);

    const response = await fetch(`${app.url}/api/reports/export/pdf?${query}`, { headers: { Authorization: `Bearer ${ada.token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain('glyco-report-2026-11-01-to-2026-11-14.pdf');
    const dir = mkdtempSync(join(tmpdir(), 'glyco-pdf-'));
    const file = join(dir, 'report.pdf');
    writeFileSync(file, Buffer.from(await response.arrayBuffer()));

    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    const pages = text.split('\f').filter((page) => page.trim() !== '');
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const metrics = computeGlucoseMetrics(readings, { min: 70, max: 180 }, { start, end });
    expect(text).toContain('2026-11-01 to 2026-11-14');
    expect(text).toContain('Ada Lovelace');
    expect(text).toContain(`${metrics.mean!.toFixed(0)} mg/dL`);
    expect(text).toContain(`${metrics.gmi!.toFixed(1)} %`);
    for (const range of ['Very high', 'High', 'Target range', 'Low', 'Very low']) expect(text).toContain(range);
    expect(text).toContain(`${metrics.bands.inRange.toFixed(1)} %`);
    expect(text).toMatch(/Medical disclaimer/);
    expect(text).toMatch(/CGM active/);
  });

  it('refuses a period that ends before it starts', async () => {
    const ada = app.client();
    const login = await ada.post('/api/auth/login', { email: 'ada@example.com', password: 'secret1' });
    ada.token = login.body.token;
    const refused = await ada.get(`/api/reports/export/pdf?startDate=${end.toISOString()}&endDate=${start.toISOString()}`);
    expect(refused.status).toBe(400);
  });
});
