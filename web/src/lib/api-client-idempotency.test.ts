// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_ROUTES, IDEMPOTENCY_KEY_HEADER, isValidIdempotencyKey } from '@glyco/contracts';
import { jsonResponse, stubFetch } from '../testing/fetch-stub';
import { createApiClient } from './api-client';
import { forgetPosition } from './read-your-writes';
import { newUuid } from './submission-keys';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  forgetPosition();
});

const client = () => createApiClient({ read: () => 'jwt', onUnauthorized: () => undefined });
const keyOf = (fetchMock: ReturnType<typeof stubFetch>, call: number) =>
  ((fetchMock.mock.calls[call] as unknown as [string, RequestInit])[1].headers as Record<string, string>)[IDEMPOTENCY_KEY_HEADER];
const reading = { value: 120, unit: 'mg/dL' as const, timestamp: '2024-05-01T07:30:00.000Z', mealContext: 'Fasting' as const, readingType: 'Manual' as const, feeling: 'Normal' as const, tags: [] };
const saved = (id: string) => ({
  _id: id,
  ...reading,
  entered: { value: 120, unit: 'mg/dL' },
  timezoneOffsetMinutes: 0,
  notes: '',
});
const dose = { _id: 'd1', insulinType: 'Bolus', brand: '', units: 4, timestamp: reading.timestamp, timezoneOffsetMinutes: 0, injectionSite: 'Abdomen', notes: '' };
const logReading = (api: ReturnType<typeof client>, body: typeof reading) => api.call(API_ROUTES.glucose.log, { body });

describe('creates under an Idempotency-Key', () => {
  it('reuses the key when the same submission is sent again after a failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMock = stubFetch(new TypeError('Failed to fetch'), jsonResponse(201, saved('r1')));
    const api = client();
    await expect(logReading(api, reading)).rejects.toMatchObject({ kind: 'network' });
    await expect(logReading(api, { ...reading })).resolves.toEqual(saved('r1'));
    expect(isValidIdempotencyKey(keyOf(fetchMock, 0)!)).toBe(true);
    expect(keyOf(fetchMock, 1)).toBe(keyOf(fetchMock, 0));
  });

  it('sends a new key for a new submission: after a success, or with other values', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMock = stubFetch(jsonResponse(201, saved('r1')), jsonResponse(201, saved('r2')), jsonResponse(503, { message: 'busy' }), jsonResponse(201, saved('r3')));
    const api = client();
    await logReading(api, reading);
    await logReading(api, reading);
    await logReading(api, { ...reading, value: 121 }).catch(() => undefined);
    await logReading(api, { ...reading, value: 122 });
    const keys = [0, 1, 2, 3].map((call) => keyOf(fetchMock, call));
    expect(new Set(keys).size).toBe(4);
  });

  it('keeps the submissions of two routes apart', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMock = stubFetch(new TypeError('Failed to fetch'), jsonResponse(201, dose), jsonResponse(201, saved('r1')));
    const api = client();
    await logReading(api, reading).catch(() => undefined);
    await api.call(API_ROUTES.insulin.log, { body: { insulinType: 'Bolus', units: 4, timestamp: reading.timestamp } });
    await logReading(api, reading);
    expect(keyOf(fetchMock, 1)).not.toBe(keyOf(fetchMock, 0));
    expect(keyOf(fetchMock, 2)).toBe(keyOf(fetchMock, 0));
  });

  it('sends no key on other requests', async () => {
    const fetchMock = stubFetch(jsonResponse(200, { reply: 'Hello' }), jsonResponse(200, saved('r1')));
    const api = client();
    await api.call(API_ROUTES.chat.ask, { body: { message: 'hi' } });
    await api.call(API_ROUTES.glucose.update, { params: { id: 'r1' }, body: reading });
    expect([keyOf(fetchMock, 0), keyOf(fetchMock, 1)]).toEqual([undefined, undefined]);
  });
});

describe('newUuid', () => {
  it('makes a version-4 UUID also where crypto.randomUUID is missing (plain HTTP)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: <T extends ArrayBufferView>(array: T) => real.getRandomValues(array) });
    expect(newUuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
