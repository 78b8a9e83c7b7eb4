import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/** A failed test leaves a screenshot, the page text and what the console said, to see why. */
export async function keepEvidence(page: Page, testName: string, problems: readonly string[]): Promise<void> {
  const dir = join(process.env.E2E_ARTIFACTS_DIR ?? join(tmpdir(), 'glyco-e2e'), testName.replace(/[^\w-]+/g, '-'));
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: join(dir, 'page.png'), fullPage: true }).catch(() => undefined);
  const text = await page.locator('body').innerText().catch(() => '');
  await writeFile(join(dir, 'report.txt'), [`url: ${page.url()}`, ...problems, '', text].join('\n'));
  console.error(`Evidence of the failure in ${dir}:\n${problems.join('\n')}`);
}
