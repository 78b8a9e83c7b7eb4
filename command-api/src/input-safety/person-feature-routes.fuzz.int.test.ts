import { afterAll, beforeAll, describe, it } from 'vitest';
import { startTestApp, type TestApp } from '@glyco/testing';
import { alertRoutes, followerRoutes, pushRoutes } from '../testing/fuzzed-write-routes';
import { expectNoServerErrorNorAppend, type FuzzedRoute } from '../testing/write-route-fuzz';
import { registerPatient, type Patient } from '../clinician/clinician-test-support';

const RUNS_PER_ROUTE = 100;

let app: TestApp;
let ada: Patient;

beforeAll(async () => {
  app = await startTestApp();
  ada = await registerPatient(app, 'Ada Lovelace');
});
afterAll(async () => {
  await app?.close();
});

const features: [string, () => FuzzedRoute[]][] = [
  ['answering alerts', alertRoutes],
  ['followers', followerRoutes],
  ['push subscriptions', pushRoutes],
];

for (const [feature, routes] of features) {
  describe(`${feature}: for arbitrary input never 5xx, and a 4xx appends nothing`, () => {
    it.each(routes().map((fuzzed) => fuzzed.route))('%s', async (name) => {
      await expectNoServerErrorNorAppend(app, ada.client, routes().find((fuzzed) => fuzzed.route === name)!, RUNS_PER_ROUTE);
    });
  });
}
