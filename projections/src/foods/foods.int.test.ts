import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '@glyco/testing';
import { API_ROUTES, fillPath } from '@glyco/contracts';

let app: TestApp;
let client: TestClient;

beforeAll(async () => {
  app = await startTestApp();
  client = app.client();
  const registered = await client.post(API_ROUTES.accounts.register.path, {
    name: 'Fiona Food',
    email: 'fiona@example.com',
    password: 'Marmalade-Sky-42',
    diabetesType: 'Type 1',
  });
  client.token = registered.body.token;
});
afterAll(async () => {
  await app?.close();
});

describe('GET /api/foods/search', () => {
  it('finds raw apples by words in any order, best first, 5 results', async () => {
    for (const q of ['apple raw', 'raw apple', 'RAW  Apples']) {
      const response = await client.get(`${API_ROUTES.foods.search.path}?q=${encodeURIComponent(q)}`);
      expect(response.status).toBe(200);
      expect(response.body.foods).toHaveLength(5);
      expect(response.body.foods[0]).toEqual({ id: '09003', name: 'Apples, raw, with skin', source: 'usda-sr24' });
    }
  });

  it('matches word prefixes as typed', async () => {
    const response = await client.get(`${API_ROUTES.foods.search.path}?q=strawb`);
    expect(response.body.foods[0]).toMatchObject({ name: 'Strawberries, raw' });
  });

  it('finds foods as eaten: cooked before raw or dry, everyday before rare', async () => {
    const first = async (q: string) => (await client.get(`${API_ROUTES.foods.search.path}?q=${encodeURIComponent(q)}`)).body.foods[0].name as string;
    expect(await first('pasta')).toMatch(/cooked/);
    expect(await first('pasta')).not.toMatch(/corn/i);
    expect(await first('rice')).toMatch(/^Rice, (white|brown), .*cooked/);
    expect(await first('lentils')).toMatch(/^Lentils, .*cooked/);
    expect(await first('oatmeal')).toMatch(/^Cereals, oats, .*(cooked|prepared)/);
  });

  it('forgives typos, plurals and word order', async () => {
    const first = async (q: string) => (await client.get(`${API_ROUTES.foods.search.path}?q=${encodeURIComponent(q)}`)).body.foods[0].name as string;
    expect(await first('spagetti')).toMatch(/^Spaghetti, cooked/);
    expect(await first('bananna')).toBe('Bananas, raw');
    expect(await first('banana')).toBe('Bananas, raw');
    expect(await first('beans black')).toMatch(/^Beans, black, mature seeds, cooked/);
  });

  it('asks for at least 2 characters', async () => {
    for (const q of ['', 'a', '%20a%20']) {
      const response = await client.get(`${API_ROUTES.foods.search.path}?q=${q}`);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Type at least 2 characters');
    }
    expect((await client.get(API_ROUTES.foods.search.path)).status).toBe(400);
  });

  it('answers an empty list when nothing matches', async () => {
    const response = await client.get(`${API_ROUTES.foods.search.path}?q=zzqx%20!!`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ foods: [] });
  });

  it('needs a signed-in user', async () => {
    const anonymous = app.client();
    expect((await anonymous.get(`${API_ROUTES.foods.search.path}?q=apple`)).status).toBe(401);
  });
});

describe('GET /api/foods/:id', () => {
  it('returns nutrients per 100 g and household measures with 100 g first', async () => {
    const response = await client.get(fillPath(API_ROUTES.foods.detail.path, { id: '09003' }));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: '09003',
      name: 'Apples, raw, with skin',
      source: 'usda-sr24',
      per100g: { carbs: 13.81, protein: 0.26, fat: 0.17, kcal: 52, fiber: 2.4, sugars: 10.39 },
    });
    expect(response.body.measures[0]).toEqual({ label: '100 g', grams: 100 });
    expect(response.body.measures).toContainEqual({ label: '1 medium (3" dia)', grams: 182 });
  });

  it('offers 100 g for a food without household measures and leaves out unknown fibre', async () => {
    const search = await client.get(`${API_ROUTES.foods.search.path}?q=butter%20salted`);
    const butter = await client.get(fillPath(API_ROUTES.foods.detail.path, { id: search.body.foods[0].id }));
    expect(butter.body.measures[0]).toEqual({ label: '100 g', grams: 100 });
    const noMeasures = await app.database.pool.query(`SELECT id FROM food_catalogue WHERE measures = '[]'::jsonb AND fiber IS NULL LIMIT 1`);
    const bare = await client.get(fillPath(API_ROUTES.foods.detail.path, { id: noMeasures.rows[0].id }));
    expect(bare.body.measures).toEqual([{ label: '100 g', grams: 100 }]);
    expect(bare.body.per100g).not.toHaveProperty('fiber');
  });

  it('answers 404 for an unknown food and for FDC ids without a key', async () => {
    expect((await client.get(fillPath(API_ROUTES.foods.detail.path, { id: '99999' }))).status).toBe(404);
    expect((await client.get(fillPath(API_ROUTES.foods.detail.path, { id: 'fdc-171688' }))).status).toBe(404);
  });
});
