import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '@glyco/testing';
import { API_ROUTES } from '@glyco/contracts';

let app: TestApp;
let client: TestClient;

beforeAll(async () => {
  app = await startTestApp();
  client = app.client();
  const registered = await client.post(API_ROUTES.accounts.register.path, { name: 'Rita', email: 'rita@example.com', password: 'Marmalade-Sky-42', diabetesType: 'Type 1' });
  client.token = registered.body.token;
});
afterAll(async () => {
  await app?.close();
});

describe('read-your-writes', () => {
  it('50 rounds of POST then an immediate GET: every GET contains its POST', async () => {
    const misses: number[] = [];
    for (let round = 0; round < 50; round += 1) {
      const kind = round % 3;
      if (kind === 0) {
        const posted = await client.post(API_ROUTES.glucose.log.path, { value: 80 + round, mealContext: 'Fasting', readingType: 'Manual', feeling: 'Normal' });
        const list = await client.get(`${API_ROUTES.glucose.list.path}?limit=5`);
        if (!list.body.some((reading: { _id: string }) => reading._id === posted.body._id)) misses.push(round);
      } else if (kind === 1) {
        const posted = await client.post(API_ROUTES.meals.log.path, {
          mealType: 'Snack', timestamp: new Date().toISOString(), foodItems: [{ name: `Apple ${round}`, carbs: 25, amount: 1 }],
        });
        const list = await client.get(`${API_ROUTES.meals.list.path}?limit=5`);
        if (!list.body.meals.some((meal: { _id: string }) => meal._id === posted.body._id)) misses.push(round);
      } else {
        const posted = await client.post(API_ROUTES.insulin.log.path, { insulinType: 'Bolus', units: 2 + round / 2, timestamp: new Date().toISOString() });
        const list = await client.get(`${API_ROUTES.insulin.list.path}?limit=5`);
        if (!list.body.doses.some((dose: { _id: string }) => dose._id === posted.body._id)) misses.push(round);
      }
    }
    expect(misses).toEqual([]);
  });

  it('answers every write with the position of its append', async () => {
    const posted = await client.post(API_ROUTES.glucose.log.path, { value: 101, mealContext: 'Fasting', readingType: 'Manual', feeling: 'Normal' });
    expect(posted.headers.get('x-glyco-position')).toMatch(/^\d+\/\d+$/);
  });
});
