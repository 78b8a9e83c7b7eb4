import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_ROUTES } from '@glyco/contracts';

export interface FetchedPdf {
  status: number;
  headers: Headers;
  /** pdftotext -layout of the file; pages are separated by form feeds. */
  text: string;
}

/** GET /api/reports/export/pdf with the token, and the text of the PDF it answers. */
export async function fetchReportText(baseUrl: string, token: string, query: string): Promise<FetchedPdf> {
  const response = await fetch(`${baseUrl}${API_ROUTES.reports.pdf.path}?${query}`, { headers: { Authorization: `Bearer ${token}` } });
  if (response.status !== 200) return { status: response.status, headers: response.headers, text: await response.text() };
  const file = join(mkdtempSync(join(tmpdir(), 'glyco-pdf-')), 'report.pdf');
  writeFileSync(file, Buffer.from(await response.arrayBuffer()));
  return { status: response.status, headers: response.headers, text: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }) };
}
