import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyseDigests, DEFAULT_TARGET_RANGE, digestByLocalDay, API_ROUTES } from '@glyco/contracts';
import { JOB_BACKENDS, startTestApp, type TestApp, seedReportData } from '@glyco/testing';
import { fetchReportText } from './testing/pdf-text';

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
    const registered = await ada.post(API_ROUTES.accounts.register.path, { name: 'Ada Lovelace', email: 'ada@example.com', password: 'Marmalade-Sky-42', diabetesType: 'Type 1' });
    ada.token = registered.body.token;
    const readings = await seedReportData(app.product.store, registered.body.user._id, start, 14);

    const { status, headers, text } = await fetchReportText(app.url, ada.token!, query);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/pdf');
    expect(headers.get('content-disposition')).toContain('glyco-report-2026-11-01-to-2026-11-14.pdf');
    const pages = text.split('\f').filter((page) => page.trim() !== '');
    expect(pages.length).toBeGreaterThanOrEqual(2);
    // The metrics engine itself over the same readings: the report prints its figures to one decimal.
    const { metrics } = analyseDigests(digestByLocalDay(readings), DEFAULT_TARGET_RANGE, { start, end: end.getTime() + 1 });
    expect(text).toContain('2026-11-01 to 2026-11-14');
    expect(text).toContain('2026-11-01 00:00 to 2026-11-14 23:59 (UTC+00:00), both included');
    expect(text).toContain('Ada Lovelace');
    expect(text).toMatch(new RegExp(`Mean glucose\\s+${metrics.mean!.toFixed(1)} mg/dL`));
    // pdftotext may drop the spaces of a short goal ("<7%").
    const goalRow = (label: string, value: number) => new RegExp(`${label}\\s+${value.toFixed(1)} %\\s+[<>≤≥] ?\\d+ ?%\\s+(Met|Not met)`);
    expect(text).toMatch(goalRow('Time in range 70-180 mg/dL', metrics.bands.inRange));
    expect(text).toMatch(goalRow('\\(GMI\\)', metrics.gmi!));
    expect(text.match(/\b(Met|Not met)\b/g)).toHaveLength(metrics.goals.length);
    expect(text).toMatch(new RegExp(`Time in tight range 70-140 mg/dL\\s+${metrics.tightRangePercent.toFixed(1)} %`));
    expect(text).toMatch(new RegExp(`Glycemia Risk Index \\(GRI\\)\\s+${metrics.gri!.value.toFixed(1)} \\(zone ${metrics.gri!.zone}\\)`));
    for (const goal of metrics.goals) expect(text).toContain(goal.label);
    for (const range of ['Very high', 'High', 'Target range', 'Low', 'Very low']) expect(text).toContain(range);
    expect(text).toMatch(new RegExp(`Level 1 hypoglycaemia \\(below 70 mg/dL\\)\\s+${metrics.episodes!.hypo.level1.count}\\b`));
    expect(text).toContain('14.0 days');
    expect(text).toMatch(/Medical disclaimer/);
  });

  it('refuses a period that ends before it starts', async () => {
    const ada = app.client();
    const login = await ada.post(API_ROUTES.accounts.login.path, { email: 'ada@example.com', password: 'Marmalade-Sky-42' });
    ada.token = login.body.token;
    const refused = await ada.get(`${API_ROUTES.reports.pdf.path}?startDate=${end.toISOString()}&endDate=${start.toISOString()}`);
    expect(refused.status).toBe(400);
  });
});
