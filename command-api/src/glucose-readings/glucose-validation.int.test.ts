import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient, countEvents } from '@glyco/testing';
import { signedInClient, validReading } from './glucose-test-support';
import { API_ROUTES, fillPath } from '@glyco/contracts';

let app: TestApp;
let client: TestClient;
let existingId: string;

beforeAll(async () => {
  app = await startTestApp();
  client = await signedInClient(app);
  existingId = (await client.post(API_ROUTES.glucose.log.path, validReading)).body._id;
});
afterAll(async () => {
  await app?.close();
});

type Case = [description: string, body: Record<string, unknown>, field: string, message: string];

const cases: Case[] = [
  ['value missing', { ...validReading, value: undefined }, 'value', 'Glucose value is required'],
  ['value blank', { ...validReading, value: '' }, 'value', 'Glucose value is required'],
  ['value below 20', { ...validReading, value: 19 }, 'value', 'Value must be at least 20'],
  ['value above 600', { ...validReading, value: 600.5 }, 'value', 'Value must be less than 600'],
  ['mmol/L value below 20 mg/dL', { ...validReading, value: 1.1, unit: 'mmol/L' }, 'value', 'Value must be at least 1.2'],
  ['mmol/L value above 600 mg/dL', { ...validReading, value: 33.4, unit: 'mmol/L' }, 'value', 'Value must be less than 33.3'],
  ['reading type missing', { ...validReading, readingType: undefined }, 'readingType', 'Reading type is required'],
  ['feeling missing', { ...validReading, feeling: '' }, 'feeling', 'Feeling is required'],
  ['unknown meal context', { ...validReading, mealContext: 'Brunch' }, 'mealContext', 'Meal context must be one of: Before Meal, After Meal, Fasting, Bedtime, Not Specified'],
];

async function expectRejected(send: () => Promise<{ status: number; body: any }>, field: string, message: string) {
  const before = await countEvents(app);
  const response = await send();
  expect(response.status).toBe(400);
  expect(response.body.errors[field]).toBe(message);
  expect(await countEvents(app)).toBe(before);
}

describe('SPEC §5 glucose rules answer 400 with their exact message and append nothing', () => {
  it.each(cases)('POST: %s', async (_description, body, field, message) => {
    await expectRejected(() => client.post(API_ROUTES.glucose.log.path, body), field, message);
  });

  it.each(cases)('PUT: %s', async (_description, body, field, message) => {
    await expectRejected(() => client.put(fillPath(API_ROUTES.glucose.update.path, { id: existingId }), body), field, message);
  });

  it('saves a reading without a meal context as "Not Specified" (a sensor reading has none)', async () => {
    const response = await client.post(API_ROUTES.glucose.log.path, { ...validReading, mealContext: '' });
    expect(response.status).toBe(201);
    expect(response.body.mealContext).toBe('Not Specified');
  });

  it('accepts the limits themselves: 20 and 600 mg/dL', async () => {
    expect((await client.post(API_ROUTES.glucose.log.path, { ...validReading, value: 20 })).status).toBe(201);
    expect((await client.post(API_ROUTES.glucose.log.path, { ...validReading, value: '600' })).body.value).toBe(600);
  });

  it('splits comma-separated tags and trims them, dropping blanks', async () => {
    const response = await client.post(API_ROUTES.glucose.log.path, { ...validReading, tags: ' sport ,  after run,, ,late ' });
    expect(response.status).toBe(201);
    expect(response.body.tags).toEqual(['sport', 'after run', 'late']);
    const listed = await client.get(API_ROUTES.glucose.list.path);
    expect(listed.body.find((reading: { _id: string }) => reading._id === response.body._id).tags).toEqual(['sport', 'after run', 'late']);
  });

  it('rejects a malformed list range and limit', async () => {
    const badRange = await client.get(`${API_ROUTES.glucose.list.path}?startDate=2024-05-02T00:00:00Z&endDate=2024-05-01T00:00:00Z`);
    expect(badRange.status).toBe(400);
    expect(badRange.body.errors.endDate).toBe('End date must not be before start date');
    const badLimit = await client.get(`${API_ROUTES.glucose.list.path}?limit=10001`);
    expect(badLimit.body.errors.limit).toBe('Limit must be at most 10000');
  });
});
