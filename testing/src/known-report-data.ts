import { expect } from 'vitest';
import type { TestApp } from './test-app';
import type { TestClient } from './test-client';
import { API_ROUTES } from '@glyco/contracts';

/** A note a CSV must quote: a comma, a double quote and a line break. */
export const TRICKY_NOTE = 'after run, "felt shaky"\nthen ok';

/** The period of the known data set: 2024-03-01 00:00 to 2024-03-03 00:00 UTC, inclusive. */
export const RANGE = { startDate: '2024-03-01T00:00:00.000Z', endDate: '2024-03-03T00:00:00.000Z' };

export async function registeredClient(app: TestApp, email: string): Promise<TestClient & { userId: string }> {
  const client = app.client();
  const registered = await client.post(API_ROUTES.accounts.register.path, { name: 'Report Tester', email, password: 'Marmalade-Sky-42', diabetesType: 'Type 1' });
  expect(registered.status).toBe(201);
  client.token = registered.body.token;
  return Object.assign(client, { userId: String(registered.body.user._id) });
}

async function created(client: TestClient, path: string, body: unknown) {
  const response = await client.post(path, body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
}

const reading = (value: number, timestamp: string, notes = '') => ({
  value, unit: 'mg/dL', timestamp, timezoneOffsetMinutes: 60, mealContext: 'Fasting', readingType: 'Manual', feeling: 'Normal', notes, tags: ['morning'],
});
const dose = (insulinType: string, units: number, timestamp: string) => ({
  insulinType, units, brand: 'Fiasp', timestamp, timezoneOffsetMinutes: 60, injectionSite: 'Abdomen', notes: '',
});
const item = (name: string, carbs: number, amount: number) => ({ name, carbs, protein: 1, fat: 1, calories: 100, amount });

/**
 * The hand-checked data set, target 80-160 mg/dL. In range: readings 100, 200, 70, 150; doses
 * Basal 20 and Bolus 5.5 on local 2024-03-01, Bolus 4 on local 2024-03-03 (23:30 UTC +1 h);
 * Lunch 55 g on 2024-03-01, Breakfast 40 g on 2024-03-02. One of each lies outside the range.
 */
export async function seedKnownData(client: TestClient): Promise<void> {
  const profile = await client.put(API_ROUTES.accounts.updateProfile.path, { name: 'Report Tester', email: (await client.get(API_ROUTES.accounts.me.path)).body.email, targetGlucoseRange: { min: 80, max: 160 } });
  expect(profile.status).toBe(200);
  await created(client, API_ROUTES.glucose.log.path, reading(100, '2024-03-01T08:00:00.000Z'));
  await created(client, API_ROUTES.glucose.log.path, reading(200, '2024-03-01T12:00:00.000Z', TRICKY_NOTE));
  await created(client, API_ROUTES.glucose.log.path, reading(70, '2024-03-02T08:00:00.000Z'));
  await created(client, API_ROUTES.glucose.log.path, reading(150, '2024-03-02T20:00:00.000Z'));
  await created(client, API_ROUTES.glucose.log.path, reading(300, '2024-02-20T08:00:00.000Z'));
  await created(client, API_ROUTES.insulin.log.path, dose('Basal', 20, '2024-03-01T08:05:00.000Z'));
  await created(client, API_ROUTES.insulin.log.path, dose('Bolus', 5.5, '2024-03-01T12:05:00.000Z'));
  await created(client, API_ROUTES.insulin.log.path, dose('Bolus', 4, '2024-03-02T23:30:00.000Z'));
  await created(client, API_ROUTES.insulin.log.path, dose('Bolus', 10, '2024-03-05T12:00:00.000Z'));
  const lunch = [item('Bread, whole-wheat', 15, 2), item('Apple', 25, 1)];
  await created(client, API_ROUTES.meals.log.path, { mealType: 'Lunch', timestamp: '2024-03-01T12:00:00.000Z', timezoneOffsetMinutes: 60, foodItems: lunch, notes: '' });
  await created(client, API_ROUTES.meals.log.path, { mealType: 'Breakfast', timestamp: '2024-03-02T08:00:00.000Z', timezoneOffsetMinutes: 60, foodItems: [item('Oats', 40, 1)], notes: TRICKY_NOTE });
  await created(client, API_ROUTES.meals.log.path, { mealType: 'Dinner', timestamp: '2024-02-25T19:00:00.000Z', timezoneOffsetMinutes: 60, foodItems: [item('Pasta', 100, 1)], notes: '' });
}

/** Someone else's records inside the same period, which must never show up in the first user's reports. */
export async function seedOtherUserData(client: TestClient): Promise<void> {
  await created(client, API_ROUTES.glucose.log.path, reading(400, '2024-03-01T09:00:00.000Z', 'OTHER USER'));
  await created(client, API_ROUTES.insulin.log.path, dose('Correction', 7, '2024-03-01T09:00:00.000Z'));
  await created(client, API_ROUTES.meals.log.path, { mealType: 'Snack', timestamp: '2024-03-01T09:00:00.000Z', timezoneOffsetMinutes: 60, foodItems: [item('Other', 99, 1)], notes: 'OTHER USER' });
}
