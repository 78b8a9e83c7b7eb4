import type { PoolClient } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '@glyco/testing';
import { API_ROUTES } from '@glyco/contracts';
import { API_SESSION_TIMEOUTS } from '@glyco/runtime';

const POOL = { max: 2, connectionTimeoutMillis: 1_000 };

let app: TestApp;
let ada: TestClient;

beforeAll(async () => {
  app = await startTestApp({ pool: POOL });
  ada = app.client();
  ada.token = (await ada.post(API_ROUTES.accounts.register.path, { name: 'Ada', email: 'ada@example.com', password: 'Marmalade-Sky-42', diabetesType: 'Type 1' })).body.token;
});
afterAll(async () => {
  await app?.close();
});

describe('the roles\' connection pools', () => {
  it('stop an API statement after the API\'s timeout and leave the projector\'s rebuilds unbounded', async () => {
    const setting = async (pool: typeof app.product.database.pool, name: string) => Object.values((await pool.query(`SHOW ${name}`)).rows[0] as object)[0];
    const { pools } = app.product.database;
    expect(await setting(pools.api, 'statement_timeout')).toBe(`${API_SESSION_TIMEOUTS.statement_timeout / 1000}s`);
    expect(await setting(pools.api, 'idle_in_transaction_session_timeout')).toBe(`${API_SESSION_TIMEOUTS.idle_in_transaction_session_timeout / 1000}s`);
    expect(await setting(pools.projector, 'statement_timeout')).toBe('0');
  });
});

describe('an exhausted connection pool', () => {
  it('answers 503 with Retry-After and a message (not 500), and serves again once connections are free', async () => {
    const { pool } = app.product.database;
    // The food catalogue loads on the API's pool at start: wait until it has finished.
    await expect.poll(() => pool.totalCount - pool.idleCount, { timeout: 60_000 }).toBe(0);
    const held: PoolClient[] = [];
    try {
      for (let index = 0; index < POOL.max; index += 1) held.push(await pool.connect());
      const busy = await ada.get(API_ROUTES.meals.list.path);
      expect(busy.status).toBe(503);
      expect(busy.headers.get('Retry-After')).toBe('5');
      expect(busy.body).toEqual({ message: 'The service is busy or briefly unavailable. Please try again in a few seconds.' });
    } finally {
      for (const client of held) client.release();
    }
    await expect.poll(async () => (await ada.get(API_ROUTES.accounts.me.path)).status).toBe(200);
  });
});
