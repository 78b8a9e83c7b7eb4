import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_MESSAGES, API_ROUTES } from '@glyco/contracts';
import { signedInClient, validReading } from '../glucose-readings/glucose-test-support';
import { mealBody } from '../meals/meal-test-support';
import { countEvents, startTestApp, type TestApp, type TestClient } from '@glyco/testing';

let app: TestApp;
let ada: TestClient;
let bob: TestClient;

beforeAll(async () => {
  app = await startTestApp();
  ada = await signedInClient(app, 'Ada');
  bob = await signedInClient(app, 'Bob');
});
afterAll(async () => {
  await app?.close();
});

const doseBody = { insulinType: 'Bolus', units: 4.5, brand: 'Fiasp', timestamp: '2024-05-01T07:55:00.000Z', injectionSite: 'Abdomen', notes: 'lunch' };

/** Each create route, a body, the same body as sent differently (same after validation), and another body. */
const routes = [
  { path: API_ROUTES.glucose.log.path, body: validReading, sameAfterParsing: { ...validReading, notes: '  morning ' }, other: { ...validReading, value: 121 } },
  { path: API_ROUTES.meals.log.path, body: mealBody(), sameAfterParsing: { ...mealBody(), notes: ` ${mealBody().notes ?? ''} ` }, other: mealBody({ notes: 'second helping' }) },
  { path: API_ROUTES.insulin.log.path, body: doseBody, sameAfterParsing: { ...doseBody, notes: 'lunch  ' }, other: { ...doseBody, units: 5 } },
];

const keyed = (key: string) => ({ [IDEMPOTENCY_KEY_HEADER]: key });

async function idsListed(client: TestClient, path: string): Promise<string[]> {
  const body = (await client.get(`${path}?limit=1000`)).body as { _id: string }[] | { meals?: { _id: string }[]; doses?: { _id: string }[] };
  const records = Array.isArray(body) ? body : (body.meals ?? body.doses ?? []);
  return records.map((record) => record._id);
}

describe.each(routes)('POST $path under an Idempotency-Key', ({ path, body, sameAfterParsing, other }) => {
  it('creates once for the same key and body, answering the same record and position', async () => {
    const key = randomUUID();
    const before = await countEvents(app);
    const first = await ada.post(path, body, keyed(key));
    const retry = await ada.post(path, sameAfterParsing, keyed(key));
    expect([first.status, retry.status]).toEqual([201, 201]);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get('X-Glyco-Position')).toBe(first.headers.get('X-Glyco-Position'));
    expect(await countEvents(app)).toBe(before + 1);
    expect((await idsListed(ada, path)).filter((id) => id === first.body._id)).toHaveLength(1);
  });

  it('creates two records under two keys', async () => {
    const first = await ada.post(path, body, keyed(randomUUID()));
    const second = await ada.post(path, body, keyed(randomUUID()));
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body._id).not.toBe(first.body._id);
    expect(await idsListed(ada, path)).toEqual(expect.arrayContaining([first.body._id, second.body._id]));
  });

  it('answers 422 to the same key with another body, and records nothing', async () => {
    const key = randomUUID();
    const first = await ada.post(path, body, keyed(key));
    const before = await countEvents(app);
    const reused = await ada.post(path, other, keyed(key));
    expect(reused.status).toBe(422);
    expect(reused.body).toEqual({ message: IDEMPOTENCY_MESSAGES.keyReused });
    expect(await countEvents(app)).toBe(before);
    expect((await ada.post(path, body, keyed(key))).body).toEqual(first.body);
  });

  it('answers one of two racing requests under one key with 422 when their bodies differ', async () => {
    const key = randomUUID();
    const before = await countEvents(app);
    const answers = await Promise.all([ada.post(path, body, keyed(key)), ada.post(path, other, keyed(key))]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    expect(await countEvents(app)).toBe(before + 1);
  });

  it("keeps one person's key apart from another's", async () => {
    const key = randomUUID();
    const [adas, bobs] = await Promise.all([ada.post(path, body, keyed(key)), bob.post(path, other, keyed(key))]);
    expect([adas.status, bobs.status]).toEqual([201, 201]);
    expect(bobs.body._id).not.toBe(adas.body._id);
    expect(await idsListed(bob, path)).toContain(bobs.body._id);
    expect(await idsListed(bob, path)).not.toContain(adas.body._id);
  });

  it('refuses a malformed key with 400 and a field message, recording nothing', async () => {
    const before = await countEvents(app);
    for (const bad of ['short', 'x'.repeat(129), 'has space in it', 'ünïcode-key-1234']) {
      const response = await ada.post(path, body, keyed(bad));
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: IDEMPOTENCY_MESSAGES.invalidKey, errors: { [IDEMPOTENCY_KEY_HEADER]: IDEMPOTENCY_MESSAGES.invalidKey } });
    }
    expect(await countEvents(app)).toBe(before);
  });
});

describe('one key on two routes', () => {
  it('names two submissions: a reading and a dose under the same key are both created', async () => {
    const key = randomUUID();
    const reading = await ada.post(API_ROUTES.glucose.log.path, validReading, keyed(key));
    const dose = await ada.post(API_ROUTES.insulin.log.path, doseBody, keyed(key));
    expect([reading.status, dose.status]).toEqual([201, 201]);
    expect(dose.body._id).not.toBe(reading.body._id);
  });
});
