import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, loadConfig } from '@glyco/runtime';
import { startProduct } from '@glyco/server';
import { signInDemo } from './demo-data/seed';
import { API_ROUTES } from '@glyco/contracts';

const DAY = 86_400_000;
const DAYS = Number(process.env.REPORT_DAYS ?? 90);

/**
 * `npm run demo:report`: the PDF report of the demo person's last 90 days (REPORT_DAYS=14 for a
 * fortnight; run `npm run seed:demo` first), and a PNG of each page under docs/screenshots/.
 */
const product = await startProduct({ ...loadConfig(), port: 0, host: '127.0.0.1' }, createLogger('warn'), ['api', 'projector', 'workers']);
try {
  const client = await signInDemo(product.url!);
  // The last whole UTC days, as a clinician asks for them.
  const end = new Date(Math.floor(Date.now() / DAY) * DAY - 1);
  const start = new Date(end.getTime() + 1 - DAYS * DAY);
  const response = await fetch(`${product.url}${API_ROUTES.reports.pdf.path}?startDate=${start.toISOString()}&endDate=${end.toISOString()}`, {
    headers: { Authorization: `Bearer ${client.token}` },
  });
  if (response.status !== 200) throw new Error(`the report answered ${response.status}: ${await response.text()}`);
  const file = join(await mkdtemp(join(tmpdir(), 'glyco-report-')), 'report.pdf');
  await writeFile(file, Buffer.from(await response.arrayBuffer()));
  execFileSync('pdftoppm', ['-png', '-r', '70', file, 'docs/screenshots/demo-report-page']);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const pages = text.split('\f').filter((page) => page.trim() !== '').length;
  const period = `${start.toISOString().slice(0, 10)} to ${end.toISOString().slice(0, 10)}`;
  const expected = [period, 'Mean glucose', 'Glucose Management', 'Very high', 'High', 'Target range', 'Low', 'Very low'];
  const missing = expected.filter((phrase) => !text.includes(phrase));
  const figure = (pattern: RegExp) => pattern.exec(text)?.[1] ?? 'missing';
  console.log(`${file}: ${pages} pages, period ${period}, mean ${figure(/Mean glucose\s+([\d.]+ mg\/dL)/)}, GMI ${figure(/\(GMI\)\s+([\d.]+ %)/)}, time in range ${figure(/Time in range 70-180 mg\/dL\s+([\d.]+ %)/)}`);
  if (pages < 2 || missing.length > 0) throw new Error(`the report lacks ${missing.join(', ') || 'a second page'}`);
} finally {
  await product.stop();
}
