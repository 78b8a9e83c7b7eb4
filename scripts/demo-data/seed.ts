import pLimit from 'p-limit';
import { createTestClient, type TestClient } from '@glyco/testing';
import { demoDay } from './demo-day';
import { demoRequests, type DemoRequests } from './demo-requests';
import { seededRandom } from './random';
import { API_ROUTES } from '@glyco/contracts';

export const DEMO_ACCOUNT = { name: 'Alex Demo', email: 'demo@glyco.app', password: 'Demo-1234!', diabetesType: 'Type 1', dateOfDiagnosis: '2012-05-14' };
const CONCURRENCY = 16;
const DAY = 86_400_000;

async function expectOk(response: { status: number; body: unknown }): Promise<void> {
  if (response.status >= 300) throw new Error(`demo seeding failed: ${response.status} ${JSON.stringify(response.body)}`);
}

/** The demo doctor's code lasts as long as the server allows, so a seeded demo stays shareable. */
const DEMO_ACCESS_DAYS = 90;

/** Signs the demo person in (registering them the first time) and completes their profile. */
export async function signInDemo(baseUrl: string): Promise<TestClient> {
  const client = createTestClient(baseUrl);
  let response = await client.post(API_ROUTES.accounts.login.path, { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password });
  if (response.status === 401) response = await client.post(API_ROUTES.accounts.register.path, DEMO_ACCOUNT);
  if (!response.body?.token) throw new Error(`cannot sign in the demo account: ${response.status} ${JSON.stringify(response.body)}`);
  client.token = response.body.token;
  await expectOk(await client.put(API_ROUTES.accounts.updateProfile.path, {
    name: DEMO_ACCOUNT.name,
    email: DEMO_ACCOUNT.email,
    insulinType: { basal: 'Tresiba (degludec)', bolus: 'Fiasp (aspart)' },
    emergencyContacts: [{ name: 'Sam Demo', relationship: 'Partner', phone: '+1 555 0100', email: 'sam@example.com' }],
    doctor: { name: 'Dr. Rivera', phone: '+1 555 0199', email: 'rivera@clinic.example' },
    bolusSettings: { carbRatio: 10, correctionFactor: 45, targetGlucose: 110, insulinDurationHours: 5, insulinKind: 'ultraRapid', doseIncrement: 0.5, maxBolus: 15 },
  }));
  return client;
}

/** The last `days` whole days and today so far; each day's data depend only on its date. */
export function demoDays(days: number, now: number): DemoRequests[] {
  const today = Math.floor(now / DAY) * DAY;
  return Array.from({ length: days + 1 }, (_, index) => {
    const date = new Date(today - (days - index) * DAY).toISOString().slice(0, 10);
    return demoRequests(demoDay(seededRandom(Number(date.replaceAll('-', '')))), date, now);
  });
}

export async function postAll(client: TestClient, path: string, bodies: Record<string, unknown>[]): Promise<void> {
  const limit = pLimit(CONCURRENCY);
  await Promise.all(bodies.map((body) => limit(async () => expectOk(await client.post(path, body)))));
}

export interface SeedResult {
  client: TestClient;
  counts: { readings: number; meals: number; doses: number };
  /** What the demo person's doctor enters at /clinician with their email; the server shows it only now. */
  doctorAccess: { code: string; expiresAt: string };
}

/**
 * Issues the demo doctor's code through the same route as the Profile page: the server generates
 * it and keeps only its hash, so each seeding prints a new one (and ends the previous one's sessions).
 */
export async function shareWithDoctor(client: TestClient): Promise<SeedResult['doctorAccess']> {
  const response = await client.post(API_ROUTES.clinician.issueCode.path, { expiresInDays: DEMO_ACCESS_DAYS });
  await expectOk(response);
  return { code: response.body.code, expiresAt: response.body.expiresAt };
}

/** Logs the demo person's days through the public API; seeding again adds only what is new. */
export async function seedDemo(baseUrl: string, days: number, now = Date.now()): Promise<SeedResult> {
  const client = await signInDemo(baseUrl);
  const requests = demoDays(days, now);
  const all = (key: keyof DemoRequests) => requests.flatMap((day) => day[key]);
  await postAll(client, API_ROUTES.meals.log.path, all('meals'));
  await postAll(client, API_ROUTES.insulin.log.path, all('doses'));
  await postAll(client, API_ROUTES.glucose.log.path, all('readings'));
  const doctorAccess = await shareWithDoctor(client);
  return { client, counts: { readings: all('readings').length, meals: all('meals').length, doses: all('doses').length }, doctorAccess };
}
