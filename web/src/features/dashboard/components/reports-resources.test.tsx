// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ReportsResources } from './reports-resources';

const exportReportPdf = vi.fn(async (_range: { start: Date; end: Date }, _dates: { startDate: string; endDate: string }) => 'glyco-report.pdf');
const downloadAccountExport = vi.fn(async (_kind: string) => 'glyco-fhir.json');
vi.mock('../../reports/api/export-report-pdf', () => ({ exportReportPdf: (range: { start: Date; end: Date }, dates: { startDate: string; endDate: string }) => exportReportPdf(range, dates) }));
vi.mock('../../profile/api/account-export', () => ({ downloadAccountExport: (kind: string) => downloadAccountExport(kind) }));

afterEach(() => vi.clearAllMocks());

const DAY_MS = 86_400_000;

describe("the dashboard's report buttons", () => {
  it('"Generate Monthly Report" downloads the PDF of the last 30 days, today included', async () => {
    renderWithProviders(<ReportsResources />, { path: '/dashboard' });
    await userEvent.click(screen.getByRole('button', { name: 'Generate Monthly Report' }));
    await waitFor(() => expect(exportReportPdf).toHaveBeenCalledTimes(1));
    const [range, dates] = exportReportPdf.mock.calls[0]!;
    expect(Math.round((range.end.getTime() - range.start.getTime()) / DAY_MS)).toBe(30);
    expect(range.end.getTime()).toBeGreaterThan(Date.now());
    expect(dates.endDate).toBe(new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10));
    expect(downloadAccountExport).not.toHaveBeenCalled();
  });

  it('"Export Data for Doctor" downloads the FHIR record', async () => {
    renderWithProviders(<ReportsResources />, { path: '/dashboard' });
    await userEvent.click(screen.getByRole('button', { name: 'Export Data for Doctor' }));
    await waitFor(() => expect(downloadAccountExport).toHaveBeenCalledWith('fhir'));
    expect(exportReportPdf).not.toHaveBeenCalled();
  });
});
