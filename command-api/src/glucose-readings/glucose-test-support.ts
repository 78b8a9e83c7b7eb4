import { randomUUID } from 'node:crypto';
import type { TestApp, TestClient } from '@glyco/testing';
import { API_ROUTES } from '@glyco/contracts';

/** A newly registered user's client, signed in. */
export async function signedInClient(app: TestApp, name = 'Reader'): Promise<TestClient> {
  const client = app.client();
  const email = `${name.toLowerCase()}-${randomUUID()}@example.com`;
  const registered = await client.post(API_ROUTES.accounts.register.path, { name, email, password: 'Marmalade-Sky-42', diabetesType: 'Type 1' });
  if (registered.status !== 201) throw new Error(`registration failed: ${registered.status}`);
  client.token = registered.body.token;
  return client;
}

export const validReading = {
  value: 120,
  unit: 'mg/dL',
  timestamp: '2024-05-01T07:30:00.000Z',
  timezoneOffsetMinutes: 120,
  mealContext: 'Fasting',
  readingType: 'Manual',
  feeling: 'Normal',
  notes: 'morning',
  tags: 'fasting, run',
};

/** Logs one reading per value, at the given instants, and fails loudly if one is refused. */
export async function logReadings(client: TestClient, readings: { value: number; timestamp: string; timezoneOffsetMinutes?: number; readingType?: string }[]): Promise<string[]> {
  const ids: string[] = [];
  for (const reading of readings) {
    const response = await client.post(API_ROUTES.glucose.log.path, { ...validReading, tags: [], timezoneOffsetMinutes: 0, ...reading });
    if (response.status !== 201) throw new Error(`log failed: ${response.status} ${JSON.stringify(response.body)}`);
    ids.push(response.body._id);
  }
  return ids;
}
