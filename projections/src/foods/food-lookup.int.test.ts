import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@glyco/runtime/testing';
import { ensureFoodCatalogue } from './catalogue-loader';
import { createFdcClient, type Fetch } from './fdc-client';
import { createFoodLookup } from './food-lookup';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await ensureFoodCatalogue(database.pool);
});
afterAll(async () => {
  await database?.drop();
});

const lookupWith = (fetch: Fetch) =>
  createFoodLookup({ pool: database.pool, catalogueReady: async () => undefined, fdc: createFdcClient({ apiKey: 'k', fetch, timeoutMs: 100 }) });

describe('food lookup with FoodData Central', () => {
  it('merges FDC results with the local catalogue, one entry per name', async () => {
    const fetch: Fetch = async () =>
      new Response(JSON.stringify({ foods: [{ fdcId: 171688, description: 'Apples, raw, with skin' }, { fdcId: 1750339, description: 'Apples, fuji, with skin, raw' }] }));
    const foods = await lookupWith(fetch).search('apple raw', 5);
    expect(foods).toHaveLength(5);
    expect(foods[0]).toEqual({ id: 'fdc-171688', name: 'Apples, raw, with skin', source: 'fdc' });
    expect(foods.filter((food) => food.name === 'Apples, raw, with skin')).toHaveLength(1);
    expect(foods.some((food) => food.source === 'usda-sr24')).toBe(true);
    expect(foods.map((food) => food.id)).toContain('fdc-1750339');
  });

  it('falls back to the local catalogue when FDC fails', async () => {
    const failing: Fetch = async () => {
      throw new TypeError('fetch failed');
    };
    const foods = await lookupWith(failing).search('apple raw', 5);
    expect(foods[0]).toEqual({ id: '09003', name: 'Apples, raw, with skin', source: 'usda-sr24' });
    expect(foods.every((food) => food.source === 'usda-sr24')).toBe(true);
  });

  it('answers 503 for an FDC food while FDC is down, and reads local foods as usual', async () => {
    const failing: Fetch = async () => new Response('down', { status: 503 });
    await expect(lookupWith(failing).detail('fdc-171688')).rejects.toMatchObject({ kind: 'unavailable' });
    expect((await lookupWith(failing).detail('09003'))?.name).toBe('Apples, raw, with skin');
  });
});

describe('catalogue loading', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'glyco-foods-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('reloads only when the file changed', async () => {
    const path = join(dir, 'foods.csv');
    const header = 'ndb_no,name,kcal,protein_g,carbs_g,fat_g,fiber_g,sugars_g,measures\n';
    await writeFile(path, `${header}00001,"Test food, plain",100,1,20,0.5,,,1.0 cup=50.0g\n`);
    const other = await createTestDatabase();
    try {
      expect(await ensureFoodCatalogue(other.pool, { catalogue: path, dishes: null })).toEqual({ loaded: true });
      expect(await ensureFoodCatalogue(other.pool, { catalogue: path, dishes: null })).toEqual({ loaded: false });
      await writeFile(path, `${header}00002,"Other food",50,1,10,0,,,\n`);
      expect(await ensureFoodCatalogue(other.pool, { catalogue: path, dishes: null })).toEqual({ loaded: true });
      const names = await other.pool.query('SELECT id, name FROM food_catalogue');
      expect(names.rows).toEqual([{ id: '00002', name: 'Other food' }]);
    } finally {
      await other.drop();
    }
  });
});
