import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@glyco/contracts';
import { HOSTILE_TEST_TIMEOUT_MS } from './support/ceilings';
import { nightscoutEntries } from './support/hostile-files';
import { startHostileProduct, type HostileProduct } from './support/hostile-product';
import { call, importSettled, signUp, upload } from './support/people';
import { serverSocketsOpenTo, stalledGet } from './support/stalled-socket';
import { heldThrough } from './support/under-attack';

/**
 * As attacked: 20 sockets (the pool's size) asked for the glucose CSV of a 100,000-reading account
 * and never read. Here 24 sockets and about 38,000 readings (a CSV of a few MB each, more than the
 * kernel's buffers take), so the server's writes stall the same way.
 */
const STALLED_SOCKETS = 24;
const SEED_BYTES = 10 * 1024 * 1024;
/** Another person's reads go on this long while the sockets stall. */
const VICTIM_MS = 10_000;
/** The server must have ended every stalled response by then (its write timeout, with room). */
const CLOSED_WITHIN_MS = 60_000;
const CSV_PATH = `${API_ROUTES.reports.csv.path}?type=glucose&startDate=2022-06-01T00:00:00.000Z&endDate=2024-06-01T00:00:00.000Z`;

let product: HostileProduct;

beforeAll(async () => {
  product = await startHostileProduct();
});
afterAll(async () => {
  await product?.close();
});

describe('clients that ask for a large CSV and never read it', () => {
  it('hold nothing another person needs, and the server ends their responses', async () => {
    const seed = nightscoutEntries(SEED_BYTES).text;
    const reader = await signUp(product);
    const seeded = await upload(product, reader, seed, 'application/json', 'entries.json');
    expect(seeded.status).toBe(202);
    expect(await importSettled(product, reader, seeded.body.id, 90_000)).toMatchObject({ status: 'done' });
    const victim = await signUp(product);
    const port = Number(new URL(product.url).port);

    const stalled = await heldThrough(product, async () => {
      const sockets = await Promise.all(
        Array.from({ length: STALLED_SOCKETS }, () => stalledGet(product.url, CSV_PATH, { ...reader.headers(), Connection: 'keep-alive' })),
      );
      const answers: number[] = [];
      const until = Date.now() + VICTIM_MS;
      while (Date.now() < until) {
        for (const path of [API_ROUTES.accounts.me.path, `${API_ROUTES.glucose.list.path}?limit=10`]) answers.push((await call(product, victim, 'GET', path)).status);
        await sleep(100);
      }
      expect(answers.filter((status) => status !== 200), 'the other person\'s answers').toEqual([]);
      return sockets;
    });

    const ports = new Set(stalled.map((each) => each.localPort));
    const stillOpen = () => serverSocketsOpenTo(port, ports);
    const deadline = Date.now() + CLOSED_WITHIN_MS;
    while (stillOpen() > 0 && Date.now() < deadline) await sleep(500);
    expect(stillOpen(), 'stalled sockets the server never closed').toBe(0);
    for (const each of stalled) each.socket.destroy();
  }, HOSTILE_TEST_TIMEOUT_MS + 60_000);
});
