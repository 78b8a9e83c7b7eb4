import type { TestApp, TestClient } from '@glyco/testing';
import { API_ROUTES } from '@glyco/contracts';

/** A client signed in as a newly registered person. */
export async function signedInClient(app: TestApp, email: string): Promise<TestClient> {
  const client = app.client();
  const registered = await client.post(API_ROUTES.accounts.register.path, { name: 'Test Person', email, password: 'Marmalade-Sky-42', diabetesType: 'Type 1' });
  if (registered.status !== 201) throw new Error(`registration failed: ${registered.status}`);
  client.token = registered.body.token;
  return client;
}

export const oatmeal = { name: 'Oatmeal', carbs: 27, protein: 5, fat: 3, calories: 150, amount: 1 };

export function mealBody(overrides: Record<string, unknown> = {}) {
  return { mealType: 'Breakfast', timestamp: '2024-05-01T08:00:00.000Z', foodItems: [oatmeal], notes: '', ...overrides };
}
