import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countEvents, startTestApp, type TestApp, type TestClient } from '@glyco/testing';
import { validDoseBody, validMealBody, validReadingBody } from '../testing/fuzzed-write-routes';
import { API_ROUTES, fillPath } from '@glyco/contracts';

let app: TestApp;
let ada: TestClient;

beforeAll(async () => {
  app = await startTestApp();
  ada = app.client();
  ada.token = (await ada.post(API_ROUTES.accounts.register.path, { name: 'Ada', email: 'ada@example.com', password: 'Marmalade-Sky-42', diabetesType: 'Type 1' })).body.token;
});
afterAll(async () => {
  await app?.close();
});

const RESOURCES = [
  { kind: 'glucose reading', path: API_ROUTES.glucose.log.path, one: API_ROUTES.glucose.update.path, body: validReadingBody, notFound: 'Reading not found' },
  { kind: 'meal', path: API_ROUTES.meals.log.path, one: API_ROUTES.meals.update.path, body: validMealBody, notFound: 'Meal not found' },
  { kind: 'insulin dose', path: API_ROUTES.insulin.log.path, one: API_ROUTES.insulin.update.path, body: validDoseBody, notFound: 'Insulin dose not found' },
] as const;

describe('every error of /api is JSON with a message', () => {
  it('405 for a method a route does not answer, naming the ones it does', async () => {
    const response = await ada.request('PATCH', fillPath(API_ROUTES.glucose.update.path, { id: randomUUID() }), {});
    expect(response.status).toBe(405);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.body.message).toBe('PATCH is not allowed here; this route answers PUT, DELETE.');
    expect(response.headers.get('Allow')).toBe('PUT, DELETE');
  });

  it('405 on a public route too, with or without a token (not 401 from the protected routes behind)', async () => {
    for (const client of [ada, app.client()]) {
      const response = await client.request('PUT', API_ROUTES.accounts.login.path, {});
      expect(response.status).toBe(405);
      expect(response.body).toEqual({ message: 'PUT is not allowed here; this route answers POST.' });
    }
  });

  it('404 for an unknown route, with or without a token', async () => {
    for (const client of [ada, app.client()]) {
      const response = await client.post('/api/nothing-here', {});
      expect([401, 404]).toContain(response.status);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(typeof response.body.message).toBe('string');
    }
    expect((await ada.get('/api/nothing-here')).status).toBe(404);
  });
});

describe('reads refuse what PostgreSQL would choke on with 4xx, not 500', () => {
  it.each([
    [`${API_ROUTES.meals.list.path}?page=9007199254740991&limit=10000`, 400],
    [`${API_ROUTES.insulin.list.path}?page=9007199254740991`, 400],
    [`${API_ROUTES.audit.list.path}?before=99999999999999999999-1`, 400],
    [`${API_ROUTES.meals.list.path}?search=%00`, 400],
    [`${API_ROUTES.glucose.list.path}?startDate=0001-01-01T00:00:00%2B14:00`, 400],
    ['/api/foods/%00', 404],
  ])('%s', async (path, status) => {
    const response = await ada.get(path);
    expect(response.status).toBe(status);
    expect(typeof response.body.message).toBe('string');
  });
});

describe.each(RESOURCES)('deleting a $kind', ({ path, one, body, notFound }) => {
  it('answers 204 without a body, then 404 with a message, appending nothing more', async () => {
    const id = (await ada.post(path, body)).body._id;
    const deleted = await ada.delete(fillPath(one, { id }));
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBe('');
    const events = await countEvents(app);
    for (const target of [id, randomUUID(), 'not-an-id']) {
      const again = await ada.delete(fillPath(one, { id: target }));
      expect(again.status).toBe(404);
      expect(again.body).toEqual({ message: notFound });
    }
    expect(await countEvents(app)).toBe(events);
  });
});

describe.each(RESOURCES)('a $kind dated in the future', ({ path, one, body }) => {
  const at = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

  it('is refused beyond 5 minutes of clock skew, logged or corrected, appending nothing', async () => {
    const id = (await ada.post(path, body)).body._id;
    const before = await countEvents(app);
    for (const send of [() => ada.post(path, { ...body, timestamp: at(6) }), () => ada.put(fillPath(one, { id }), { ...body, timestamp: at(24 * 60) })]) {
      const response = await send();
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ timestamp: 'Date and time cannot be in the future' });
    }
    expect(await countEvents(app)).toBe(before);
  });

  it('is accepted within the skew', async () => {
    expect((await ada.post(path, { ...body, timestamp: at(4) })).status).toBe(201);
  });
});
