import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, fillPath, type AuditEntry, type AuditPage } from '@glyco/contracts';
import { startTestApp, type TestApp, type TestClient } from '@glyco/testing';

let app: TestApp;
let ada: TestClient;
let bob: TestClient;
let readingId: string;
let mealId: string;

async function registered(email: string): Promise<TestClient> {
  const client = app.client();
  const response = await client.post(API_ROUTES.accounts.register.path, { name: 'Test Person', email, password: 'Marmalade-Sky-42', diabetesType: 'Type 1' });
  client.token = response.body.token;
  return client;
}

const summaries = (entries: AuditEntry[]) => entries.map((entry) => entry.summary);

beforeAll(async () => {
  app = await startTestApp();
  ada = await registered('ada-audit@example.com');
  bob = await registered('bob-audit@example.com');
  readingId = (await ada.post(API_ROUTES.glucose.log.path, { value: 142, mealContext: 'Fasting', readingType: 'Manual', feeling: 'Normal' })).body._id;
  await ada.put(fillPath(API_ROUTES.glucose.update.path, { id: readingId }), { value: 150, mealContext: 'Fasting', readingType: 'Manual', feeling: 'Normal' });
  mealId = (await ada.post(API_ROUTES.meals.log.path, { mealType: 'Lunch', timestamp: '2024-05-01T12:00:00.000Z', foodItems: [{ name: 'Rice', carbs: 45 }] })).body._id;
  await ada.post(API_ROUTES.insulin.log.path, { insulinType: 'Bolus', units: 4, timestamp: '2024-05-01T12:05:00.000Z' });
  await ada.put(API_ROUTES.accounts.updateProfile.path, { name: 'Test Person', email: 'ada-audit@example.com', targetGlucoseRange: { min: 80, max: 180 } });
  await ada.delete(fillPath(API_ROUTES.glucose.delete.path, { id: readingId }));
});
afterAll(async () => {
  await app?.close();
});

describe('GET /api/audit', () => {
  it('lists the caller’s changes newest first, with who made them and what changed', async () => {
    const response = await ada.get<AuditPage>(API_ROUTES.audit.list.path);
    expect(response.status).toBe(200);
    expect(summaries(response.body.entries)).toEqual([
      'Glucose reading 150 mg/dL deleted',
      'Profile: target range changed',
      'Insulin dose (4 units Bolus) logged',
      'Meal (Lunch, 45 g carbs) logged',
      'Glucose reading 150 mg/dL updated',
      'Glucose reading 142 mg/dL logged',
      'Account created',
    ]);
    expect(response.body.nextBefore).toBeNull();
    const update = response.body.entries[4]!;
    expect(update).toMatchObject({ action: 'updated', entityType: 'glucose_reading', entityId: readingId, actor: { role: 'patient' } });
    expect(update.changes).toEqual([{ field: 'value', before: 142, after: 150 }]);
    // A logged record stores no changes of its own: they are its fields, from nothing.
    const logged = response.body.entries[5]!;
    expect(logged.changes).toContainEqual({ field: 'value', before: null, after: 142 });
    expect(logged.changes.every((change) => change.before === null)).toBe(true);
    const meal = response.body.entries[3]!;
    expect(meal.changes).toContainEqual({ field: 'mealType', before: null, after: 'Lunch' });
    expect(JSON.stringify(response.body)).not.toMatch(/argon2|passwordHash/);
  });

  it('pages with the cursor of the previous page', async () => {
    const first = await ada.get<AuditPage>(`${API_ROUTES.audit.list.path}?limit=3`);
    expect(first.body.entries).toHaveLength(3);
    const second = await ada.get<AuditPage>(`${API_ROUTES.audit.list.path}?limit=3&before=${first.body.nextBefore}`);
    const third = await ada.get<AuditPage>(`${API_ROUTES.audit.list.path}?limit=3&before=${second.body.nextBefore}`);
    expect(third.body.nextBefore).toBeNull();
    const all = [...first.body.entries, ...second.body.entries, ...third.body.entries];
    expect(summaries(all)).toEqual(summaries((await ada.get<AuditPage>(API_ROUTES.audit.list.path)).body.entries));
  });

  it('filters by entity type and by entity', async () => {
    const glucose = await ada.get<AuditPage>(`${API_ROUTES.audit.list.path}?entityType=glucose_reading`);
    expect(glucose.body.entries.map((entry) => entry.action)).toEqual(['deleted', 'updated', 'created']);
    const account = await ada.get<AuditPage>(`${API_ROUTES.audit.list.path}?entityType=profile,account`);
    expect(summaries(account.body.entries)).toEqual(['Profile: target range changed', 'Account created']);
    const meal = await ada.get<AuditPage>(`${API_ROUTES.audit.list.path}?entityId=${mealId}`);
    expect(summaries(meal.body.entries)).toEqual(['Meal (Lunch, 45 g carbs) logged']);
  });

  it('shows another person nothing of the caller’s', async () => {
    const response = await bob.get<AuditPage>(API_ROUTES.audit.list.path);
    expect(summaries(response.body.entries)).toEqual(['Account created']);
    expect((await bob.get<AuditPage>(`${API_ROUTES.audit.list.path}?entityId=${readingId}`)).body.entries).toEqual([]);
  });

  it('shows a burst of readings as one entry that lists its readings, and a profile change apart', async () => {
    const cy = await registered('cy-audit@example.com');
    const reading = (value: number, minutesAgo: number) => ({ value, timestamp: new Date(Date.now() - minutesAgo * 60_000).toISOString(), mealContext: 'Fasting', readingType: 'Manual', feeling: 'Normal' });
    for (const [value, minutesAgo] of [[101, 30], [102, 25], [103, 20]] as const) expect((await cy.post(API_ROUTES.glucose.log.path, reading(value, minutesAgo))).status).toBe(201);
    await cy.put(API_ROUTES.accounts.updateProfile.path, { name: 'Test Person', email: 'cy-audit@example.com', targetGlucoseRange: { min: 80, max: 170 } });

    const page = await cy.get<AuditPage>(API_ROUTES.audit.list.path);
    expect(summaries(page.body.entries)).toEqual(['Profile: target range changed', '3 glucose readings logged', 'Account created']);
    const burst = page.body.entries[1]!;
    expect(burst.group).toMatchObject({ kind: 'burst', count: 3, device: null });
    expect(Date.parse(burst.group!.occurredFrom!)).toBeLessThan(Date.parse(burst.group!.occurredTo!));
    const readings = await cy.get<AuditPage>(`${API_ROUTES.audit.list.path}?group=${burst.group!.id}&limit=2`);
    expect(summaries(readings.body.entries)).toEqual(['Glucose reading 103 mg/dL logged', 'Glucose reading 102 mg/dL logged']);
    const rest = await cy.get<AuditPage>(`${API_ROUTES.audit.list.path}?group=${burst.group!.id}&before=${readings.body.nextBefore}`);
    expect(summaries(rest.body.entries)).toEqual(['Glucose reading 101 mg/dL logged']);
    expect((await cy.get<AuditPage>(`${API_ROUTES.audit.list.path}?entityType=profile`)).body.entries).toHaveLength(1);
    expect((await ada.get<AuditPage>(`${API_ROUTES.audit.list.path}?group=${burst.group!.id}`)).body.entries).toEqual([]);
  });

  it('explains a bad query', async () => {
    const response = await ada.get(`${API_ROUTES.audit.list.path}?limit=101&before=yesterday&entityType=pets&group=all`);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      limit: 'Limit must be at most 100',
      before: 'Before must be a cursor returned by a previous page',
      'entityType.0': 'Entity type must be one of: glucose_reading, meal, insulin_dose, profile, account, alert',
      group: 'Group must be the id of a grouped entry',
    });
    expect((await app.client().get(API_ROUTES.audit.list.path)).status).toBe(401);
  });
});
