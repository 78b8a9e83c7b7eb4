import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '@glyco/testing';
import { mealBody, signedInClient } from './meal-test-support';
import { API_ROUTES } from '@glyco/contracts';

let app: TestApp;
let ada: TestClient;
let bob: TestClient;

const MEAL_TYPES = ['Breakfast', 'Lunch', 'Dinner', 'Snack'];
/** Meal i was eaten on day i of May 2024: the list shows meal 25 first. */
const nthMeal = (i: number) =>
  mealBody({
    mealType: MEAL_TYPES[i % 4],
    timestamp: `2024-05-${String(i).padStart(2, '0')}T12:00:00.000Z`,
    foodItems: [{ name: i % 5 === 0 ? 'Greek Yogurt' : `Food ${i}`, carbs: i }],
    notes: i === 7 ? 'after a LONG run' : i === 8 ? '100% whole_grain' : '',
  });

beforeAll(async () => {
  app = await startTestApp();
  ada = await signedInClient(app, 'ada@example.com');
  bob = await signedInClient(app, 'bob@example.com');
  for (let i = 1; i <= 25; i += 1) await ada.post(API_ROUTES.meals.log.path, nthMeal(i));
  await bob.post(API_ROUTES.meals.log.path, mealBody({ foodItems: [{ name: 'Greek Yogurt', carbs: 9 }], notes: 'long run' }));
});
afterAll(async () => {
  await app?.close();
});

const carbsOf = (meals: { totalCarbs: number }[]) => meals.map((meal) => meal.totalCarbs);

describe('GET /api/meals', () => {
  it('pages newest first, ten by default', async () => {
    const first = await ada.get(API_ROUTES.meals.list.path);
    expect(first.status).toBe(200);
    expect(first.body.totalCount).toBe(25);
    expect(carbsOf(first.body.meals)).toEqual([25, 24, 23, 22, 21, 20, 19, 18, 17, 16]);
    const second = await ada.get(`${API_ROUTES.meals.list.path}?page=2&limit=10`);
    expect(carbsOf(second.body.meals)).toEqual([15, 14, 13, 12, 11, 10, 9, 8, 7, 6]);
    const third = await ada.get(`${API_ROUTES.meals.list.path}?page=3&limit=10`);
    expect(carbsOf(third.body.meals)).toEqual([5, 4, 3, 2, 1]);
    expect((await ada.get(`${API_ROUTES.meals.list.path}?page=4`)).body).toEqual({ meals: [], totalCount: 25 });
  });

  it('returns everything for an export whose limit is the total count', async () => {
    const all = await ada.get(`${API_ROUTES.meals.list.path}?limit=25`);
    expect(all.body.meals).toHaveLength(25);
    expect((await ada.get(`${API_ROUTES.meals.list.path}?limit=1000`)).body.meals).toHaveLength(25);
  });

  it('searches food names and notes case-insensitively, taking wildcards literally', async () => {
    const yogurt = await ada.get(`${API_ROUTES.meals.list.path}?search=greek%20YOG`);
    expect(carbsOf(yogurt.body.meals)).toEqual([25, 20, 15, 10, 5]);
    expect(yogurt.body.totalCount).toBe(5);
    expect(carbsOf((await ada.get(`${API_ROUTES.meals.list.path}?search=long%20run`)).body.meals)).toEqual([7]);
    expect(carbsOf((await ada.get(`${API_ROUTES.meals.list.path}?search=100%25`)).body.meals)).toEqual([8]);
    expect(carbsOf((await ada.get(`${API_ROUTES.meals.list.path}?search=whole_grain`)).body.meals)).toEqual([8]);
    expect((await ada.get(`${API_ROUTES.meals.list.path}?search=%25`)).body.totalCount).toBe(1);
    expect((await ada.get(`${API_ROUTES.meals.list.path}?search=_`)).body.totalCount).toBe(1);
  });

  it('filters by meal type, combined with search and paging', async () => {
    const lunches = await ada.get(`${API_ROUTES.meals.list.path}?mealType=Lunch`);
    expect(carbsOf(lunches.body.meals)).toEqual([25, 21, 17, 13, 9, 5, 1]);
    expect(lunches.body.meals.every((meal: { mealType: string }) => meal.mealType === 'Lunch')).toBe(true);
    expect(carbsOf((await ada.get(`${API_ROUTES.meals.list.path}?mealType=Lunch&search=yogurt`)).body.meals)).toEqual([25, 5]);
    expect((await ada.get(`${API_ROUTES.meals.list.path}?mealType=Lunch&limit=2&page=2`)).body).toMatchObject({ totalCount: 7 });
    expect((await ada.get(`${API_ROUTES.meals.list.path}?mealType=`)).body.totalCount).toBe(25);
  });

  it('refuses a bad query with field messages', async () => {
    const bad = await ada.get(`${API_ROUTES.meals.list.path}?mealType=Brunch&page=0`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ mealType: 'Meal type must be one of: Breakfast, Lunch, Dinner, Snack', page: 'Page must be at least 1' });
  });

  it("shows each person only their own meals", async () => {
    const bobs = await bob.get(`${API_ROUTES.meals.list.path}?search=yogurt`);
    expect(bobs.body.totalCount).toBe(1);
    expect(bobs.body.meals[0].notes).toBe('long run');
    expect(carbsOf((await ada.get(`${API_ROUTES.meals.list.path}?search=long%20run`)).body.meals)).toEqual([7]);
  });
});
