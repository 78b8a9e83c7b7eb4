import { afterAll, beforeAll, describe, it } from 'vitest';
import { importRoutes } from '../testing/fuzzed-write-routes';
import { startTestApp, type TestApp, type TestClient } from '@glyco/testing';
import { expectNoServerErrorNorAppend } from '../testing/write-route-fuzz';
import { API_ROUTES } from '@glyco/contracts';

const RUNS_PER_ROUTE = 60;

let app: TestApp;
let ada: TestClient;
let importId: string;

beforeAll(async () => {
  // Without workers nothing is appended behind a request's back, so a 4xx can be seen to append nothing.
  app = await startTestApp();
  ada = app.client();
  const registered = await ada.post(API_ROUTES.accounts.register.path, { name: 'Ada', email: 'ada@example.com', password: 'Marmalade-Sky-42', diabetesType: 'Type 1' });
  ada.token = registered.body.token;
  // An upload's quotas read the imports and readings read models: on a fresh database the projector builds them first.
  if (!(await app.product.projector.waitFor(await app.product.store.headPosition(), undefined, 60_000))) throw new Error('the read models did not catch up');
  const upload = await ada.post(API_ROUTES.imports.upload.path, [{ type: 'sgv', sgv: 120, date: Date.now() - 600_000 }]);
  if (upload.status !== 202) throw new Error(`setup upload failed: ${upload.status} ${JSON.stringify(upload.body)}`);
  importId = upload.body.id;
});
afterAll(async () => {
  await app?.close();
});

describe('imports: for arbitrary input never 5xx, and a 4xx appends nothing', () => {
  it.each(importRoutes('').map((fuzzed) => fuzzed.route))('%s', async (name) => {
    const route = importRoutes(importId).find((fuzzed) => fuzzed.route === name)!;
    await expectNoServerErrorNorAppend(app, ada, route, RUNS_PER_ROUTE);
  });
});
