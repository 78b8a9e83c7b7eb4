import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_TEST_TIMEOUT_MS } from './support/ceilings';
import { nightscoutEntries } from './support/hostile-files';
import { startHostileProduct, type HostileProduct } from './support/hostile-product';
import { importSettled, signUp, storedRecords, upload } from './support/people';
import { heldThrough } from './support/under-attack';

/**
 * As attacked: a 31.9 MB Nightscout JSON stalled health checks 7.2 s. Here 10 MB (about 38,000
 * readings), the same shape, so the whole import fits the suite's time on a 2-core machine.
 */
const FILE_BYTES = 10 * 1024 * 1024;
const SETTLE_MS = 90_000;

let product: HostileProduct;

beforeAll(async () => {
  product = await startHostileProduct();
});
afterAll(async () => {
  await product?.close();
});

describe('a large Nightscout JSON imported', () => {
  it('is read to the end while the API answers health checks within a second', async () => {
    const file = nightscoutEntries(FILE_BYTES);
    const person = await signUp(product);
    const result = await heldThrough(product, async () => {
      const accepted = await upload(product, person, file.text, 'application/json', 'entries.json');
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(202);
      return importSettled(product, person, accepted.body.id, SETTLE_MS);
    });
    expect(result, 'the import was still running').toBeDefined();
    expect(result).toMatchObject({ status: 'done', format: 'nightscout' });
    expect(result!.counts.readings).toBe(file.readings);
    expect(await storedRecords(product, person.userId)).toBe(file.readings);
  }, HOSTILE_TEST_TIMEOUT_MS);
});
