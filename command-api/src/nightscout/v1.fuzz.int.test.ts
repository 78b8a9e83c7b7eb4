import { afterAll, beforeAll, describe, it } from 'vitest';
import { nightscoutRoutes } from '../testing/fuzzed-write-routes';
import { startTestApp, type TestApp, type TestClient } from '@glyco/testing';
import { expectNoServerErrorNorAppend } from '../testing/write-route-fuzz';
import { registerPatient, type Patient } from '../clinician/clinician-test-support';
import { createSecret } from './nightscout-test-support';

const RUNS_PER_ROUTE = 100;

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** An uploader of a new person: its secret as the bearer token, as Nightscout clients may send it. */
async function uploader(patient: Patient): Promise<TestClient> {
  const client = app.client();
  client.token = await createSecret(patient);
  return client;
}

describe('Nightscout: for arbitrary input never 5xx, and a 4xx appends nothing', () => {
  it.each(nightscoutRoutes().map((fuzzed) => fuzzed.route))('%s', async (name) => {
    const route = nightscoutRoutes().find((fuzzed) => fuzzed.route === name)!;
    const patient = await registerPatient(app, 'Ada Lovelace');
    const client = name.includes('/api/v1/') ? await uploader(patient) : patient.client;
    await expectNoServerErrorNorAppend(app, client, route, RUNS_PER_ROUTE);
  });
});
