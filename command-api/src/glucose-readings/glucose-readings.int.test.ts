import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { glucoseReadingSchema, MGDL_PER_MMOLL, API_ROUTES, fillPath, streamIds } from '@glyco/contracts';
import { startTestApp, type TestApp, type TestClient, countEvents } from '@glyco/testing';
import { logReadings, signedInClient, validReading } from './glucose-test-support';

let app: TestApp;
let owner: TestClient;
let stranger: TestClient;

beforeAll(async () => {
  app = await startTestApp();
  owner = await signedInClient(app, 'Owner');
  stranger = await signedInClient(app, 'Stranger');
});
afterAll(async () => {
  await app?.close();
});

const listOf = async (client: TestClient, query = '') => (await client.get(`${API_ROUTES.glucose.list.path}${query}`)).body as { _id: string; value: number; timestamp: string }[];

describe('glucose readings over HTTP', () => {
  it('logs a reading: 201 with the record exactly as the list returns it', async () => {
    const created = await owner.post(API_ROUTES.glucose.log.path, validReading);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      _id: expect.any(String),
      value: 120,
      unit: 'mg/dL',
      entered: { value: 120, unit: 'mg/dL' },
      timestamp: '2024-05-01T07:30:00.000Z',
      timezoneOffsetMinutes: 120,
      mealContext: 'Fasting',
      readingType: 'Manual',
      feeling: 'Normal',
      notes: 'morning',
      tags: ['fasting', 'run'],
    });
    expect(glucoseReadingSchema.strict().parse(created.body)).toEqual(created.body);
    expect(created.headers.get('X-Glyco-Position')).toBeTruthy();
    expect((await listOf(owner)).find((reading) => reading._id === created.body._id)).toEqual(created.body);
  });

  it('stores a mmol/L entry as canonical mg/dL and keeps what was typed; the time defaults to now', async () => {
    const before = Date.now();
    const created = await owner.post(API_ROUTES.glucose.log.path, { ...validReading, value: '6.2', unit: 'mmol/L', timestamp: undefined });
    expect(created.body).toMatchObject({ value: 6.2 * MGDL_PER_MMOLL, unit: 'mg/dL', entered: { value: 6.2, unit: 'mmol/L' } });
    expect(Date.parse(created.body.timestamp)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(created.body.timestamp)).toBeLessThanOrEqual(Date.now() + 1000);
    const listed = (await listOf(owner)).find((reading) => reading._id === created.body._id);
    expect(listed).toEqual(created.body);
  });

  it('corrects a reading with PUT (200, the record) and keeps its time when none is sent', async () => {
    const id = (await owner.post(API_ROUTES.glucose.log.path, validReading)).body._id;
    const updated = await owner.put(fillPath(API_ROUTES.glucose.update.path, { id }), { ...validReading, timestamp: undefined, value: 7, unit: 'mmol/L', feeling: 'High', tags: ['corrected'] });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ _id: id, value: 7 * MGDL_PER_MMOLL, timestamp: validReading.timestamp, feeling: 'High', tags: ['corrected'] });
    expect((await listOf(owner)).find((reading) => reading._id === id)).toEqual(updated.body);
  });

  it("keeps a correction's reason (X-Glyco-Reason) sealed with the reading: nowhere in clear, read back by the event store", async () => {
    const id = (await owner.post(API_ROUTES.glucose.log.path, validReading)).body._id;
    const reason = 'Typed it during a hypo, hands shaking';
    const updated = await owner.request('PUT', fillPath(API_ROUTES.glucose.update.path, { id }), { ...validReading, value: 95 }, { 'X-Glyco-Reason': reason });
    expect(updated.status).toBe(200);
    const inClear = await app.database.pool.query(`SELECT 1 FROM events WHERE metadata::text LIKE '%hands shaking%' OR data::text LIKE '%hands shaking%'`);
    expect(inClear.rowCount).toBe(0);
    const correction = (await app.product.store.readStream(streamIds.glucoseReading(id))).at(-1)!;
    expect(correction.metadata.reason).toBe(reason);
  });

  it('deletes a reading (204, as every resource); deleting it again is 404 and appends nothing; then updates are 404', async () => {
    const id = (await owner.post(API_ROUTES.glucose.log.path, validReading)).body._id;
    const removed = await owner.delete(fillPath(API_ROUTES.glucose.delete.path, { id }));
    expect(removed.status).toBe(204);
    expect(removed.body).toBe('');
    expect((await listOf(owner)).some((reading) => reading._id === id)).toBe(false);
    const events = await countEvents(app);
    const again = await owner.delete(fillPath(API_ROUTES.glucose.delete.path, { id }));
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: 'Reading not found' });
    expect(await countEvents(app)).toBe(events);
    expect((await owner.put(fillPath(API_ROUTES.glucose.update.path, { id }), validReading)).status).toBe(404);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const response = await owner.delete(fillPath(API_ROUTES.glucose.delete.path, { id }));
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Reading not found');
      expect((await owner.put(fillPath(API_ROUTES.glucose.update.path, { id }), validReading)).status).toBe(404);
    }
  });

  it('is idempotent under a client id: the same POST twice appends one event and answers the same body', async () => {
    const body = { ...validReading, _id: randomUUID(), timestamp: undefined };
    const first = await owner.post(API_ROUTES.glucose.log.path, body);
    const events = await countEvents(app);
    const retry = await owner.post(API_ROUTES.glucose.log.path, body);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get('X-Glyco-Position')).toBe(first.headers.get('X-Glyco-Position'));
    expect(await countEvents(app)).toBe(events);
    expect(first.body._id).toBe(body._id);
    const changed = await owner.post(API_ROUTES.glucose.log.path, { ...body, value: 121 });
    expect(changed.status).toBe(409);
    expect((await stranger.post(API_ROUTES.glucose.log.path, body)).status).toBe(409);
    expect(await countEvents(app)).toBe(events);
  });

  it('is idempotent under an Idempotency-Key, per user, also when two retries race', async () => {
    const headers = { 'Idempotency-Key': `reading-${randomUUID()}` };
    const [a, b] = await Promise.all([owner.post(API_ROUTES.glucose.log.path, validReading, headers), owner.post(API_ROUTES.glucose.log.path, validReading, headers)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body).toEqual(b.body);
    const byStranger = await stranger.post(API_ROUTES.glucose.log.path, validReading, headers);
    expect(byStranger.status).toBe(201);
    expect(byStranger.body._id).not.toBe(a.body._id);
  });

  it("keeps another user's reading out of reach: 404 on PUT and DELETE, never listed", async () => {
    const id = (await owner.post(API_ROUTES.glucose.log.path, validReading)).body._id;
    const events = await countEvents(app);
    expect((await stranger.put(fillPath(API_ROUTES.glucose.update.path, { id }), validReading)).status).toBe(404);
    expect((await stranger.delete(fillPath(API_ROUTES.glucose.delete.path, { id }))).status).toBe(404);
    expect(await countEvents(app)).toBe(events);
    expect((await listOf(stranger)).some((reading) => reading._id === id)).toBe(false);
    expect((await listOf(owner)).some((reading) => reading._id === id)).toBe(true);
  });

  it('lists a range newest first, bounds inclusive, up to the limit', async () => {
    const client = await signedInClient(app, 'Lister');
    const at = (day: number, hour: number) => `2024-06-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`;
    await logReadings(client, [
      { value: 100, timestamp: at(1, 8) },
      { value: 110, timestamp: at(3, 8) },
      { value: 120, timestamp: at(2, 8) },
      { value: 130, timestamp: at(4, 8) },
      { value: 140, timestamp: at(5, 8) },
    ]);
    const all = await listOf(client);
    expect(all.map((reading) => reading.value)).toEqual([140, 130, 110, 120, 100]);
    const range = await listOf(client, `?startDate=${at(2, 8)}&endDate=${at(4, 8)}`);
    expect(range.map((reading) => reading.timestamp)).toEqual([at(4, 8), at(3, 8), at(2, 8)]);
    const limited = await listOf(client, `?startDate=${at(2, 0)}&limit=2`);
    expect(limited.map((reading) => reading.value)).toEqual([140, 130]);
    const offsetBounds = await listOf(client, `?startDate=2024-06-03T10:00:00%2B02:00&endDate=2024-06-03T10:00:00%2B02:00`);
    expect(offsetBounds.map((reading) => reading.value)).toEqual([110]);
  });
});
