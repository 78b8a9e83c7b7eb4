import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mealBody, signedInClient } from '../meals/meal-test-support';
import { countEvents, startTestApp, type TestApp, type TestClient } from '@glyco/testing';
import { API_ROUTES, fillPath } from '@glyco/contracts';

let app: TestApp;
let ada: TestClient;
let bob: TestClient;
let adasMeal: string;
let bobsMeal: string;

const doseBody = (overrides: Record<string, unknown> = {}) => ({
  insulinType: 'Bolus',
  units: 4.5,
  brand: 'Fiasp',
  timestamp: '2024-05-01T07:55:00.000Z',
  injectionSite: 'Abdomen',
  notes: '',
  ...overrides,
});

beforeAll(async () => {
  app = await startTestApp();
  ada = await signedInClient(app, 'ada@example.com');
  bob = await signedInClient(app, 'bob@example.com');
  adasMeal = (await ada.post(API_ROUTES.meals.log.path, mealBody())).body._id;
  bobsMeal = (await bob.post(API_ROUTES.meals.log.path, mealBody())).body._id;
});
afterAll(async () => {
  await app?.close();
});

const validationCases: [string, () => Record<string, unknown>, string, string][] = [
  ['insulin type missing', () => doseBody({ insulinType: '' }), 'insulinType', 'Insulin type is required'],
  ['units missing', () => doseBody({ units: undefined }), 'units', 'Units are required'],
  ['units zero', () => doseBody({ units: 0 }), 'units', 'Units must be positive'],
  ['units below 0.1', () => doseBody({ units: 0.05 }), 'units', 'Units must be positive'],
  ['related meal not an id', () => doseBody({ relatedMeal: 'abc' }), 'relatedMeal', 'Related meal must be a valid meal id'],
  ['related meal unknown', () => doseBody({ relatedMeal: randomUUID() }), 'relatedMeal', 'Related meal not found among your meals'],
  ["related meal of another person", () => doseBody({ relatedMeal: bobsMeal }), 'relatedMeal', 'Related meal not found among your meals'],
];

describe('insulin dose validation (SPEC §5)', () => {
  it.each(validationCases)('refuses %s with its message and records nothing', async (_case, body, field, message) => {
    const before = await countEvents(app);
    const created = await ada.post(API_ROUTES.insulin.log.path, body());
    expect(created.status).toBe(400);
    expect(created.body.errors[field]).toBe(message);
    expect(await countEvents(app)).toBe(before);
  });

  it('refuses a deleted meal as the related meal, also in a correction', async () => {
    const meal = (await ada.post(API_ROUTES.meals.log.path, mealBody())).body._id;
    const dose = (await ada.post(API_ROUTES.insulin.log.path, doseBody({ relatedMeal: meal }))).body;
    expect(dose.relatedMeal).toBe(meal);
    await ada.delete(fillPath(API_ROUTES.meals.delete.path, { id: meal }));
    const before = await countEvents(app);
    const created = await ada.post(API_ROUTES.insulin.log.path, doseBody({ relatedMeal: meal }));
    expect(created.body.errors.relatedMeal).toBe('Related meal not found among your meals');
    const corrected = await ada.put(fillPath(API_ROUTES.insulin.update.path, { id: dose._id }), doseBody({ relatedMeal: bobsMeal }));
    expect(corrected.status).toBe(400);
    expect(await countEvents(app)).toBe(before);
  });
});

describe('logging, correcting and deleting a dose', () => {
  it('logs a dose for one of my meals and lists it as returned', async () => {
    const created = await ada.post(API_ROUTES.insulin.log.path, doseBody({ relatedMeal: adasMeal, notes: 'breakfast' }));
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      _id: created.body._id,
      insulinType: 'Bolus',
      brand: 'Fiasp',
      units: 4.5,
      timestamp: '2024-05-01T07:55:00.000Z',
      timezoneOffsetMinutes: 0,
      injectionSite: 'Abdomen',
      relatedMeal: adasMeal,
      notes: 'breakfast',
    });
    const listed = (await ada.get(`${API_ROUTES.insulin.list.path}?limit=100`)).body.doses.find((dose: { _id: string }) => dose._id === created.body._id);
    expect(listed).toEqual(created.body);
  });

  it('records the time of the request when none is given, and omits an empty related meal', async () => {
    const before = Date.now();
    const created = (await ada.post(API_ROUTES.insulin.log.path, doseBody({ timestamp: '', relatedMeal: '' }))).body;
    expect(Date.parse(created.timestamp)).toBeGreaterThanOrEqual(before - 1000);
    expect(created).not.toHaveProperty('relatedMeal');
  });

  it('corrects and deletes a dose; the list follows', async () => {
    const created = (await ada.post(API_ROUTES.insulin.log.path, doseBody({ notes: 'to correct' }))).body;
    const updated = await ada.put(fillPath(API_ROUTES.insulin.update.path, { id: created._id }), doseBody({ insulinType: 'Correction', units: 2, timestamp: undefined }));
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ _id: created._id, insulinType: 'Correction', units: 2, timestamp: created.timestamp, notes: '' });
    const listed = (await ada.get(`${API_ROUTES.insulin.list.path}?limit=100`)).body.doses.find((dose: { _id: string }) => dose._id === created._id);
    expect(listed).toEqual(updated.body);
    expect((await ada.delete(fillPath(API_ROUTES.insulin.delete.path, { id: created._id }))).status).toBe(204);
    const ids = (await ada.get(`${API_ROUTES.insulin.list.path}?limit=100`)).body.doses.map((dose: { _id: string }) => dose._id);
    expect(ids).not.toContain(created._id);
    expect((await ada.delete(fillPath(API_ROUTES.insulin.delete.path, { id: created._id }))).status).toBe(404);
  });

  it('appends nothing when a POST is retried', async () => {
    const _id = randomUUID();
    const first = await ada.post(API_ROUTES.insulin.log.path, doseBody({ _id }));
    const before = await countEvents(app);
    const retry = await ada.post(API_ROUTES.insulin.log.path, doseBody({ _id }));
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    const key = { 'Idempotency-Key': `dose-${randomUUID()}` };
    const keyed = await ada.post(API_ROUTES.insulin.log.path, doseBody(), key);
    expect((await ada.post(API_ROUTES.insulin.log.path, doseBody(), key)).body._id).toBe(keyed.body._id);
    expect(await countEvents(app)).toBe(before + 1);
  });

  it("never lets another person correct, delete or see someone's dose", async () => {
    const created = (await ada.post(API_ROUTES.insulin.log.path, doseBody({ brand: 'Secret brand' }))).body;
    const before = await countEvents(app);
    expect((await bob.put(fillPath(API_ROUTES.insulin.update.path, { id: created._id }), doseBody())).status).toBe(404);
    expect((await bob.delete(fillPath(API_ROUTES.insulin.delete.path, { id: created._id }))).status).toBe(404);
    expect(await countEvents(app)).toBe(before);
    expect((await bob.get(`${API_ROUTES.insulin.list.path}?search=secret`)).body).toEqual({ doses: [], totalPages: 0, totalCount: 0 });
  });
});
