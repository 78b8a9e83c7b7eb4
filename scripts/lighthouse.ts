import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { createLogger, loadConfig } from '@glyco/runtime';
import { startProduct } from '@glyco/server';
import { signInDemo } from './demo-data/seed';
import { installabilityErrors } from './installability';

/**
 * `npm run lighthouse`: Lighthouse's performance and accessibility scores of the landing page, the
 * dashboard, the Glucose page and Reports, with its default mobile profile (a mid-range phone on a
 * slow 4G network, simulated), on the system Chromium, signed in as the demo person (run
 * `npm run build:web` and `npm run seed:demo` first). Also prints the gzip size of the JavaScript
 * the first page loads, and whether Chromium finds the app installable (manifest, icons, service worker).
 */
const ALL_PAGES = [
  { name: 'landing', path: '/', signedIn: false },
  { name: 'dashboard', path: '/dashboard', signedIn: true },
  { name: 'glucose', path: '/glucose', signedIn: true },
  { name: 'reports', path: '/reports', signedIn: true },
];
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',');
const PAGES = ALL_PAGES.filter(({ name }) => !ONLY || ONLY.includes(name));
const DEBUGGING_PORT = Number(process.env.LIGHTHOUSE_PORT ?? 9333);
const WEB_DIST = new URL('../web/dist/', import.meta.url);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const REPORTS = process.env.LIGHTHOUSE_REPORTS;

type Run = Record<string, string | number> & { performance: number };

/** The run with the median performance score, so one slow or lucky run does not decide. */
function medianRun(runs: Run[]): Run {
  return [...runs].sort((a, b) => a.performance - b.performance)[Math.floor((runs.length - 1) / 2)]!;
}

/** The scripts index.html loads at once (its entry and the modules it preloads), gzip bytes. */
async function initialJavaScript(): Promise<{ files: number; gzipBytes: number }> {
  const html = await readFile(new URL('index.html', WEB_DIST), 'utf8');
  const scripts = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
  const sizes = await Promise.all(scripts.map(async (path) => gzipSync(await readFile(new URL(path, WEB_DIST))).length));
  return { files: scripts.length, gzipBytes: sizes.reduce((sum, size) => sum + size, 0) };
}

const product = await startProduct({ ...loadConfig(), port: 0, host: '127.0.0.1' }, createLogger('warn'), ['api', 'projector']);
const profile = await mkdtemp(join(tmpdir(), 'glyco-lighthouse-'));
// A persistent context is the browser's default one, which Lighthouse's own tabs share: the sign-in token reaches them.
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${DEBUGGING_PORT}`],
});
try {
  const client = await signInDemo(product.url!);
  const page = browser.pages()[0] ?? (await browser.newPage());
  await page.goto(product.url!);
  const results: Run[] = [];
  if (REPORTS) await mkdir(REPORTS, { recursive: true });
  for (const { name, path, signedIn } of PAGES) {
    const runs: Run[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      await page.evaluate((token) => (token ? localStorage.setItem('token', token) : localStorage.removeItem('token')), signedIn ? client.token : null);
      const result = await lighthouse(new URL(path, product.url!).toString(), {
        port: DEBUGGING_PORT,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: true,
      });
      if (REPORTS && typeof result?.report === 'string') await writeFile(join(REPORTS, `${name}-${run}.json`), result.report);
      const categories = result?.lhr.categories;
      const score = (key: string) => Math.round((categories?.[key]?.score ?? 0) * 100);
      const ms = (audit: string) => Math.round(result?.lhr.audits[audit]?.numericValue ?? 0);
      runs.push({
        page: name,
        performance: score('performance'),
        accessibility: score('accessibility'),
        'FCP ms': ms('first-contentful-paint'),
        'LCP ms': ms('largest-contentful-paint'),
        'TBT ms': ms('total-blocking-time'),
        CLS: Math.round((result?.lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
      });
    }
    results.push({ ...medianRun(runs), 'all runs': runs.map((run) => run.performance).join(' ') });
  }
  console.table(results);
  const initial = await initialJavaScript();
  console.log(`Initial JavaScript: ${initial.files} files, ${(initial.gzipBytes / 1024).toFixed(1)} KiB gzip`);
  const notInstallable = await installabilityErrors(browser, product.url!);
  console.log(notInstallable.length ? `Not installable: ${notInstallable.join('; ')}` : 'Installable: Chromium finds no installability error.');
  if (notInstallable.length) process.exitCode = 1;
} finally {
  await browser.close();
  await product.stop();
  await rm(profile, { recursive: true, force: true });
}
