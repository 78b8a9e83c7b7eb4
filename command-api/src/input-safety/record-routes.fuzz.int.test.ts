import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, API_ROUTE_LIST, openApiPath, routePaths } from '@glyco/contracts';
import { FUZZED_WRITE_ROUTES, bolusSettings, recordRoutes, validDoseBody, validMealBody, validReadingBody } from '../testing/fuzzed-write-routes';
import { startTestApp, type TestApp, type TestClient } from '@glyco/testing';
import { expectNoServerErrorNorAppend } from '../testing/write-route-fuzz';

const RUNS_PER_ROUTE = 100;

let app: TestApp;
let ada: TestClient;
let ids: { readingId: string; mealId: string; doseId: string };

async function created(response: Promise<{ status: number; body: { _id: string } }>): Promise<string> {
  const { status, body } = await response;
  if (status !== 201) throw new Error(`setup failed: ${status} ${JSON.stringify(body)}`);
  return body._id;
}

beforeAll(async () => {
  app = await startTestApp();
  ada = app.client();
  const registered = await ada.post(API_ROUTES.accounts.register.path, { name: 'Ada', email: 'ada@example.com', password: 'Marmalade-Sky-42', diabetesType: 'Type 1' });
  ada.token = registered.body.token;
  await ada.put(API_ROUTES.accounts.updateProfile.path, { name: 'Ada', email: 'ada@example.com', bolusSettings });
  const mealId = await created(ada.post(API_ROUTES.meals.log.path, validMealBody));
  ids = {
    readingId: await created(ada.post(API_ROUTES.glucose.log.path, validReadingBody)),
    mealId,
    doseId: await created(ada.post(API_ROUTES.insulin.log.path, { ...validDoseBody, relatedMeal: mealId })),
  };
});
afterAll(async () => {
  await app?.close();
});

describe('every write route is fuzzed', () => {
  it('the fuzzed routes are exactly the API catalogue\'s writes (a new route must join them)', () => {
    const writes = API_ROUTE_LIST.filter((route) => route.method !== 'GET').flatMap((route) => routePaths(route).map((path) => `${route.method.toLowerCase()} ${openApiPath(path)}`));
    expect([...FUZZED_WRITE_ROUTES].sort()).toEqual(writes.sort());
  });
});

describe('records: for arbitrary input never 5xx, and a 4xx appends nothing', () => {
  const routes = () => recordRoutes(ids);
  it.each(recordRoutes({ readingId: '', mealId: '', doseId: '' }).map((fuzzed) => fuzzed.route))('%s', async (name) => {
    const route = routes().find((fuzzed) => fuzzed.route === name)!;
    await expectNoServerErrorNorAppend(app, ada, route, RUNS_PER_ROUTE);
  });
});
