import { afterAll, beforeAll, describe, it } from 'vitest';
import { API_ROUTES, fillPath } from '@glyco/contracts';
import { nightscoutV3Routes } from '../../testing/fuzzed-write-routes';
import { startTestApp, type TestApp, type TestClient } from '@glyco/testing';
import { expectNoServerErrorNorAppend } from '../../testing/write-route-fuzz';
import { registerPatient } from '../../clinician/clinician-test-support';
import { createAccessToken, documentsReadModelReady, exchange } from './v3-test-support';

const RUNS_PER_ROUTE = 100;

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
  await documentsReadModelReady(app);
});
afterAll(async () => {
  await app?.close();
});

/** AndroidAPS of a new person: the JWT of an admin token as its bearer, and one treatment it made. */
async function androidAps(): Promise<{ client: TestClient; identifier: string }> {
  const patient = await registerPatient(app, 'Ada Lovelace');
  const client = app.client();
  client.token = await exchange(app, (await createAccessToken(patient, 'AndroidAPS', 'admin')).token);
  const [created] = nightscoutV3Routes('');
  const response = await client.post(fillPath(API_ROUTES.nightscoutV3.create.path, { collection: 'treatments' }), created!.validBody);
  if (response.status !== 201) throw new Error(`setup failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { client, identifier: response.body.identifier };
}

describe('Nightscout API v3: for arbitrary input never 5xx, and a 4xx appends nothing', () => {
  it.each(nightscoutV3Routes('').map((fuzzed) => fuzzed.route))('%s', async (name) => {
    const { client, identifier } = await androidAps();
    const route = nightscoutV3Routes(identifier).find((fuzzed) => fuzzed.route === name)!;
    await expectNoServerErrorNorAppend(app, client, route, RUNS_PER_ROUTE);
  });
});
