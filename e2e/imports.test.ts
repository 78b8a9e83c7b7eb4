import { describe, expect, it } from 'vitest';
import { clarityExport, READINGS_PER_DAY } from '@glyco/testing/clarity-export';
import { openSignedIn, registerAccount } from './support/accounts';
import { seriousViolations } from './support/axe';
import { useProduct } from './support/product';
import { screenshotsDir } from './support/screenshots';
import { API_ROUTES } from '@glyco/contracts';

// The file is read by a job worker, so this product runs the workers too.
const product = useProduct({}, { roles: ['api', 'projector', 'workers'] });

const DAYS = 7;
const file = clarityExport({ firstDay: '2026-11-01', days: DAYS, extraRows: ['9001,2026-11-08T12:00:00,EGV,,,,Android G6,abc,,,,,,8QXJ2K'] });

describe('the Import page against the real API', () => {
  it('uploads a Clarity export with progress, shows the result and undoes it', async () => {
    const { page } = product;
    const account = await registerAccount(product.app);
    await openSignedIn(page, account, '/glucose');
    // The Glucose page's own link (the sidebar has one too).
    await page.getByRole('main').getByRole('link', { name: 'Import' }).click();
    await page.getByRole('heading', { name: 'Import', level: 1 }).waitFor();

    await page.getByLabel(/choose a file/).setInputFiles({ name: 'Clarity_Export.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
    const progress = page.getByRole('progressbar', { name: 'Importing Clarity_Export.csv' });
    await progress.waitFor();
    await page.getByText('Import finished.').waitFor({ timeout: 60_000 });
    await expect(progress.getAttribute('aria-valuenow')).resolves.toBe('100');
    const readings = page.getByText('Readings', { exact: true }).locator('..');
    await expect(readings.textContent()).resolves.toBe(`Readings${(DAYS * READINGS_PER_DAY).toLocaleString('en-US')}`);
    await page.getByText(`Line ${file.trimEnd().split('\n').length}`).waitFor();
    await page.getByText('The glucose value is not a number.').waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);

    for (const [name, width] of [['desktop', 1440], ['mobile', 375]] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${screenshotsDir}import-${name}.png`, fullPage: true });
    }

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Undo the import of Clarity_Export.csv' }).click();
    await page.getByText(/· Undone$/).waitFor();
    const client = product.app.client();
    client.token = account.token;
    await expect.poll(async () => (await client.get(`${API_ROUTES.glucose.list.path}?startDate=2026-10-30T00:00:00Z&endDate=2026-11-10T00:00:00Z&limit=10000`)).body.length).toBe(0);
  });
});
