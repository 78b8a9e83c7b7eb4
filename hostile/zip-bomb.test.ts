import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@glyco/contracts';
import { HOSTILE_TEST_TIMEOUT_MS } from './support/ceilings';
import { glycoExportZipBomb } from './support/hostile-files';
import { startHostileProduct, type HostileProduct } from './support/hostile-product';
import { call, importRuns, importSettled, signUp, storedRecords, upload } from './support/people';
import { heldThrough } from './support/under-attack';

/** As attacked: a 131 KB Glyco export zip whose readings file inflates to 128 MB of `{},` (the same size here). */
const INFLATED_BYTES = 128 * 1024 * 1024;
/** A failed import is seen well within this; the attack itself took the API down for 10.5 minutes. */
const SETTLE_MS = 60_000;

let product: HostileProduct;

beforeAll(async () => {
  product = await startHostileProduct();
});
afterAll(async () => {
  await product?.close();
});

describe('a zip bomb uploaded as a Glyco export', () => {
  it('fails once with a message, stores nothing, and the API stays healthy with flat memory', async () => {
    const person = await signUp(product);
    const bomb = glycoExportZipBomb(INFLATED_BYTES);
    const settled = await heldThrough(product, async () => {
      const accepted = await upload(product, person, bomb, 'application/zip', 'glyco-export.zip');
      if (accepted.status !== 202) return { refusedAtUpload: accepted };
      return { refusedAtUpload: undefined, id: accepted.body.id as string, result: await importSettled(product, person, accepted.body.id, SETTLE_MS) };
    });
    if (settled.refusedAtUpload) {
      // Refused before any job: a 4xx with a JSON message is as good as a failed import.
      expect(settled.refusedAtUpload.status).toBeGreaterThanOrEqual(400);
      expect(settled.refusedAtUpload.status).toBeLessThan(500);
      expect(settled.refusedAtUpload.body.message).toEqual(expect.any(String));
    } else {
      expect(settled.result, 'the import was still running').toBeDefined();
      expect(settled.result).toMatchObject({ status: 'failed', failure: expect.any(String) });
      // Failed once: the job is not run again after its failure (nor after a restart).
      const runs = await importRuns(product, settled.id!);
      expect(runs.failed).toBe(1);
      expect(runs.started).toBeLessThanOrEqual(1);
      const list = await call(product, person, 'GET', API_ROUTES.imports.list.path);
      expect(list.body.imports).toHaveLength(1);
    }
    expect(await storedRecords(product, person.userId)).toBe(0);
  }, HOSTILE_TEST_TIMEOUT_MS);
});
