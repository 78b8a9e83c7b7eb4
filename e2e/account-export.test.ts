import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_EXPORT_TEXT } from '@glyco/contracts';
import { unzipToMap } from '@glyco/testing';
import { openSignedIn, registerAccount } from './support/accounts';
import { seriousViolations } from './support/axe';
import { useProduct } from './support/product';
import { seedWeek } from './support/seed';

const product = useProduct({ acceptDownloads: true });

describe('the Profile page offers the complete export', () => {
  it('downloads every record as a zip and the FHIR record', async () => {
    const { page } = product;
    const account = await registerAccount(product.app);
    await seedWeek(product.app, account);
    await openSignedIn(page, account, '/profile');
    await page.getByRole('heading', { name: ACCOUNT_EXPORT_TEXT.title, level: 2 }).waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);

    const [zip] = await Promise.all([page.waitForEvent('download', { timeout: 25_000 }), page.getByRole('button', { name: ACCOUNT_EXPORT_TEXT.zipButton }).click()]);
    expect(zip.suggestedFilename()).toMatch(/^glyco-export-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = await unzipToMap(await readFile((await zip.path())!));
    expect(files.has('README.md')).toBe(true);
    expect(JSON.parse(files.get('glucose-readings.json')!.toString('utf8')).length).toBeGreaterThan(0);

    const [fhir] = await Promise.all([page.waitForEvent('download', { timeout: 25_000 }), page.getByRole('button', { name: ACCOUNT_EXPORT_TEXT.fhirButton }).click()]);
    expect(fhir.suggestedFilename()).toMatch(/^glyco-fhir-\d{4}-\d{2}-\d{2}\.json$/);
    expect(JSON.parse(await readFile((await fhir.path())!, 'utf8'))).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    await page.getByText(`Downloaded: ${fhir.suggestedFilename()}`).waitFor();
  }, 90_000);
});
