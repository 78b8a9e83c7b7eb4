import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient, countEvents } from '@glyco/testing';
import { mealBody, oatmeal, signedInClient } from './meal-test-support';
import { API_ROUTES, fillPath } from '@glyco/contracts';

let app: TestApp;
let ada: TestClient;
let bob: TestClient;

beforeAll(async () => {
  app = await startTestApp();
  ada = await signedInClient(app, 'ada@example.com');
  bob = await signedInClient(app, 'bob@example.com');
});
afterAll(async () => {
  await app?.close();
});

const inAnHour = () => new Date(Date.now() + 60 * 60_000).toISOString();
const item = (overrides: Record<string, unknown>) => ({ ...oatmeal, ...overrides });

const validationCases: [string, () => Record<string, unknown>, string, string][] = [
  ['meal type missing', () => mealBody({ mealType: '' }), 'mealType', 'Meal type is required'],
  ['timestamp missing', () => mealBody({ timestamp: undefined }), 'timestamp', 'Date and time are required'],
  ['timestamp in the future', () => mealBody({ timestamp: inAnHour() }), 'timestamp', 'Date and time cannot be in the future'],
  ['no food items', () => mealBody({ foodItems: [] }), 'foodItems', 'At least one food item is required.'],
  ['food name missing', () => mealBody({ foodItems: [item({ name: ' ' })] }), 'foodItems.0.name', 'Food name is required'],
  ['carbs missing', () => mealBody({ foodItems: [item({ carbs: '' })] }), 'foodItems.0.carbs', 'Carbs are required'],
  ['carbs negative', () => mealBody({ foodItems: [oatmeal, item({ carbs: -1 })] }), 'foodItems.1.carbs', 'Carbs cannot be negative'],
  ['protein negative', () => mealBody({ foodItems: [item({ protein: -1 })] }), 'foodItems.0.protein', 'Protein cannot be negative'],
  ['fat negative', () => mealBody({ foodItems: [item({ fat: -1 })] }), 'foodItems.0.fat', 'Fat cannot be negative'],
  ['calories negative', () => mealBody({ foodItems: [item({ calories: -1 })] }), 'foodItems.0.calories', 'Calories cannot be negative'],
  ['amount missing', () => mealBody({ foodItems: [item({ amount: null })] }), 'foodItems.0.amount', 'Amount is required'],
  ['amount below 0.1', () => mealBody({ foodItems: [item({ amount: 0.05 })] }), 'foodItems.0.amount', 'Amount must be at least 0.1'],
  ['pre-meal glucose negative', () => mealBody({ preGlucose: -1 }), 'preGlucose', 'Pre-meal glucose cannot be negative'],
  ['post-meal glucose negative', () => mealBody({ postGlucose: -5 }), 'postGlucose', 'Post-meal glucose cannot be negative'],
  ['insulin dose negative', () => mealBody({ insulinDose: -0.5 }), 'insulinDose', 'Insulin dose cannot be negative'],
];

describe('meal validation (SPEC §5)', () => {
  it.each(validationCases)('refuses %s with its message and records nothing', async (_case, body, field, message) => {
    const before = await countEvents(app);
    const created = await ada.post(API_ROUTES.meals.log.path, body());
    expect(created.status).toBe(400);
    expect(created.body.errors[field]).toBe(message);
    expect(await countEvents(app)).toBe(before);
  });

  it('refuses an invalid correction and records nothing', async () => {
    const meal = (await ada.post(API_ROUTES.meals.log.path, mealBody())).body;
    const before = await countEvents(app);
    const updated = await ada.put(fillPath(API_ROUTES.meals.update.path, { id: meal._id }), mealBody({ foodItems: [item({ carbs: -3 })] }));
    expect(updated.status).toBe(400);
    expect(updated.body.errors['foodItems.0.carbs']).toBe('Carbs cannot be negative');
    expect(await countEvents(app)).toBe(before);
  });
});

describe('logging, correcting and deleting a meal', () => {
  it('recomputes totals from the items, ignoring totals the client sends', async () => {
    const foodItems = [item({ amount: 2 }), { name: 'Banana', carbs: 23, protein: 1, fat: 0.3, calories: 89, amount: 0.5, fdcId: 173944 }];
    const created = await ada.post(API_ROUTES.meals.log.path, mealBody({ foodItems, totalCarbs: 999, totalCalories: 1, preGlucose: 110, postGlucose: 150 }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ totalCarbs: 65.5, totalCalories: 344.5, preGlucose: 110, postGlucose: 150, message: 'Meal added successfully!' });
    const listed = (await ada.get(`${API_ROUTES.meals.list.path}?limit=100`)).body.meals.find((meal: { _id: string }) => meal._id === created.body._id);
    const { message: _message, ...record } = created.body;
    expect(listed).toEqual(record);
    expect(listed.foodItems[1]).toEqual({ name: 'Banana', carbs: 23, protein: 1, fat: 0.3, calories: 89, amount: 0.5, fdcId: 173944 });
  });

  it('corrects a meal and deletes it; the list follows', async () => {
    const created = (await ada.post(API_ROUTES.meals.log.path, mealBody({ notes: 'to correct' }))).body;
    const updated = await ada.put(fillPath(API_ROUTES.meals.update.path, { id: created._id }), mealBody({ mealType: 'Lunch', foodItems: [item({ amount: 3 })], totalCarbs: 1 }));
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ _id: created._id, mealType: 'Lunch', totalCarbs: 81, totalCalories: 450, message: 'Meal updated successfully!' });
    const afterUpdate = (await ada.get(`${API_ROUTES.meals.list.path}?limit=100`)).body.meals.find((meal: { _id: string }) => meal._id === created._id);
    expect(afterUpdate).toMatchObject({ mealType: 'Lunch', totalCarbs: 81, notes: '' });

    const deleted = await ada.delete(fillPath(API_ROUTES.meals.delete.path, { id: created._id }));
    expect(deleted).toMatchObject({ status: 204, body: '' });
    const ids = (await ada.get(`${API_ROUTES.meals.list.path}?limit=100`)).body.meals.map((meal: { _id: string }) => meal._id);
    expect(ids).not.toContain(created._id);
    expect((await ada.delete(fillPath(API_ROUTES.meals.delete.path, { id: created._id }))).status).toBe(404);
    expect((await ada.put(fillPath(API_ROUTES.meals.update.path, { id: created._id }), mealBody())).status).toBe(404);
  });

  it('appends nothing when a POST is retried with the same _id or Idempotency-Key', async () => {
    const _id = randomUUID();
    const first = await ada.post(API_ROUTES.meals.log.path, mealBody({ _id }));
    const before = await countEvents(app);
    const retry = await ada.post(API_ROUTES.meals.log.path, mealBody({ _id }));
    expect(retry.status).toBe(201);
    expect(retry.body._id).toBe(_id);
    expect(retry.body).toEqual(first.body);

    const key = { 'Idempotency-Key': `meal-${randomUUID()}` };
    const [a, b] = await Promise.all([ada.post(API_ROUTES.meals.log.path, mealBody(), key), ada.post(API_ROUTES.meals.log.path, mealBody(), key)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body._id).toBe(b.body._id);
    expect(await countEvents(app)).toBe(before + 1);
  });

  it("never lets another person correct, delete or take over someone's meal", async () => {
    const created = (await ada.post(API_ROUTES.meals.log.path, mealBody({ notes: 'private' }))).body;
    const before = await countEvents(app);
    expect((await bob.put(fillPath(API_ROUTES.meals.update.path, { id: created._id }), mealBody())).status).toBe(404);
    expect((await bob.delete(fillPath(API_ROUTES.meals.delete.path, { id: created._id }))).status).toBe(404);
    expect((await bob.post(API_ROUTES.meals.log.path, mealBody({ _id: created._id }))).status).toBe(409);
    expect((await bob.delete(fillPath(API_ROUTES.meals.delete.path, { id: 'not-an-id' }))).status).toBe(404);
    expect(await countEvents(app)).toBe(before);
    const bobsMeals = (await bob.get(`${API_ROUTES.meals.list.path}?limit=1000`)).body;
    expect(bobsMeals).toEqual({ meals: [], totalCount: 0 });
  });
});
