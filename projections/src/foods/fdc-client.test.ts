import { describe, expect, it } from 'vitest';
import { createFdcClient, FdcUnavailableError, type Fetch } from './fdc-client';
import { parseFdcFoodId } from './fdc-food';

const API_KEY = 'secret-fdc-key';

const APPLE_DETAIL = {
  fdcId: 171688,
  description: 'Apples, raw, with skin (Includes foods for USDA Food Distribution Program)',
  foodNutrients: [
    { nutrient: { id: 1005, number: '205', unitName: 'g' }, amount: 13.81 },
    { nutrient: { id: 1003, number: '203', unitName: 'g' }, amount: 0.26 },
    { nutrient: { id: 1004, number: '204', unitName: 'g' }, amount: 0.17 },
    { nutrient: { id: 1062, number: '268', unitName: 'kJ' }, amount: 218 },
    { nutrient: { id: 1008, number: '208', unitName: 'kcal' }, amount: 52 },
    { nutrient: { id: 1079, number: '291', unitName: 'g' }, amount: 2.4 },
  ],
  foodPortions: [
    { amount: 1, modifier: 'cup, quartered or chopped', gramWeight: 125, measureUnit: { name: 'undetermined' } },
    { amount: 1, portionDescription: '1 medium (3" dia)', gramWeight: 182, measureUnit: { name: 'undetermined' } },
    { amount: 0.5, modifier: 'sliced', gramWeight: 55, measureUnit: { name: 'cup' } },
  ],
};

function fakeFetch(respond: (url: URL) => Response | Promise<Response>) {
  const calls: URL[] = [];
  const fetch: Fetch = async (input) => {
    const url = new URL(String(input));
    calls.push(url);
    return respond(url);
  };
  return { fetch, calls };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('FoodData Central client', () => {
  it('searches Foundation and SR Legacy foods with the server key', async () => {
    const { fetch, calls } = fakeFetch(() => json({ foods: [{ fdcId: 171688, description: 'Apples, raw, with skin', dataType: 'SR Legacy' }] }));
    const foods = await createFdcClient({ apiKey: API_KEY, fetch }).search('apple raw', 5);
    expect(foods).toEqual([{ id: 'fdc-171688', name: 'Apples, raw, with skin', source: 'fdc' }]);
    expect(calls[0]!.origin + calls[0]!.pathname).toBe('https://api.nal.usda.gov/fdc/v1/foods/search');
    expect(Object.fromEntries(calls[0]!.searchParams)).toEqual({ query: 'apple raw', dataType: 'Foundation,SR Legacy', pageSize: '5', api_key: API_KEY });
  });

  it('reads per-100 g nutrients by nutrient number and portions as measures', async () => {
    const { fetch, calls } = fakeFetch(() => json(APPLE_DETAIL));
    const food = await createFdcClient({ apiKey: API_KEY, fetch }).food(171688);
    expect(calls[0]!.pathname).toBe('/fdc/v1/food/171688');
    expect(food).toEqual({
      id: 'fdc-171688',
      name: APPLE_DETAIL.description,
      source: 'fdc',
      per100g: { carbs: 13.81, protein: 0.26, fat: 0.17, kcal: 52, fiber: 2.4 },
      measures: [
        { label: '100 g', grams: 100 },
        { label: '1 cup, quartered or chopped', grams: 125 },
        { label: '1 medium (3" dia)', grams: 182 },
        { label: '0.5 cup sliced', grams: 55 },
      ],
    });
  });

  it('falls back to Atwater energy and abridged nutrients', async () => {
    const abridged = { fdcId: 1, description: 'Kale, raw', foodNutrients: [{ number: '205', amount: 4.4 }, { number: '957', amount: 35 }] };
    const { fetch } = fakeFetch(() => json(abridged));
    const food = await createFdcClient({ apiKey: API_KEY, fetch }).food(1);
    expect(food?.per100g).toEqual({ carbs: 4.4, protein: 0, fat: 0, kcal: 35 });
  });

  it('answers undefined for an unknown food', async () => {
    const { fetch } = fakeFetch(() => json({ message: 'not found' }, 404));
    expect(await createFdcClient({ apiKey: API_KEY, fetch }).food(9)).toBeUndefined();
  });

  it.each([
    ['a network failure', () => Promise.reject(new TypeError(`fetch failed for ?api_key=${API_KEY}`))],
    ['a server error', () => json({ error: 'boom' }, 500)],
    ['an unexpected shape', () => json({ foods: 'nope' })],
    ['invalid JSON', () => new Response('<html>', { status: 200 })],
  ])('turns %s into FdcUnavailableError without the key', async (_, respond) => {
    const { fetch } = fakeFetch(respond);
    const error = await createFdcClient({ apiKey: API_KEY, fetch }).search('apple', 5).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FdcUnavailableError);
    expect((error as Error).message).not.toContain(API_KEY);
  });

  it('gives up after its timeout', async () => {
    const fetch: Fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const started = Date.now();
    await expect(createFdcClient({ apiKey: API_KEY, fetch, timeoutMs: 50 }).search('apple', 5)).rejects.toBeInstanceOf(FdcUnavailableError);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('parseFdcFoodId', () => {
  it('recognises FoodData Central ids only', () => {
    expect(parseFdcFoodId('fdc-171688')).toBe(171688);
    expect(parseFdcFoodId('09003')).toBeUndefined();
    expect(parseFdcFoodId('fdc-abc')).toBeUndefined();
  });
});
