import { startTestApp, type TestApp, type TestClient } from '@glyco/testing';
import { API_ROUTES } from '@glyco/contracts';

export type BenchApp = TestApp;

/** The whole product on a fresh database of the local PostgreSQL (TEST_DATABASE_URL to choose another). */
export const startBenchApp = (): Promise<BenchApp> => startTestApp();

let userCounter = 0;

/** A new person with a token; their readings are theirs alone. */
export async function signedInClient(app: { client(): TestClient }): Promise<{ client: TestClient; userId: string }> {
  const client = app.client();
  userCounter += 1;
  const email = `bench-${process.pid}-${userCounter}@example.com`;
  // Each person from an address of their own: registrations are limited per address.
  const address = { 'X-Forwarded-For': `10.77.${Math.floor(userCounter / 250)}.${userCounter % 250}` };
  const response = await client.post(API_ROUTES.accounts.register.path, { name: 'Bench', email, password: 'bench-password', diabetesType: 'Type 1' }, address);
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${JSON.stringify(response.body)}`);
  client.token = response.body.token;
  return { client, userId: response.body.user._id };
}
