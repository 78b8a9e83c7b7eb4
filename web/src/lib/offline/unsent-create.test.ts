// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_ROUTES, IDEMPOTENCY_KEY_HEADER } from '@glyco/contracts';
import { jsonResponse, stubFetch } from '../../testing/fetch-stub';
import { apiClient, createApiClient, setUnsentCreateHandler, type UnsentCreate } from '../api-client';
import { forgetPosition } from '../read-your-writes';
import { isSavedForLater } from './saved-for-later';

const reading = { value: 120, unit: 'mg/dL' as const, timestamp: '2024-05-01T07:30:00.000Z', mealContext: 'Fasting' as const, readingType: 'Manual' as const, feeling: 'Normal' as const, tags: [] };
const keyOf = (fetchMock: ReturnType<typeof stubFetch>, call: number) =>
  ((fetchMock.mock.calls[call] as unknown as [string, RequestInit])[1].headers as Record<string, string>)[IDEMPOTENCY_KEY_HEADER];
const offline = new TypeError('Failed to fetch');

let kept: UnsentCreate[] = [];

beforeEach(() => {
  localStorage.setItem('token', 'jwt');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  kept = [];
  setUnsentCreateHandler((create) => (kept.push(create), true));
});

afterEach(() => {
  setUnsentCreateHandler(() => false);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  forgetPosition();
});

describe("a person's create without an answer", () => {
  it('is kept with the key it was sent under, and the next submission gets a new key', async () => {
    const fetchMock = stubFetch(offline, offline);
    const first = await apiClient.call(API_ROUTES.glucose.log, { body: reading }).catch((error: unknown) => error);
    expect(isSavedForLater(first)).toBe(true);
    await apiClient.call(API_ROUTES.glucose.log, { body: reading }).catch(() => undefined);
    expect(kept.map(({ path, tag, body }) => ({ path, tag, body }))).toEqual([
      { path: API_ROUTES.glucose.log.path, tag: API_ROUTES.glucose.log.tag, body: reading },
      { path: API_ROUTES.glucose.log.path, tag: API_ROUTES.glucose.log.tag, body: reading },
    ]);
    expect(kept.map((create) => create.key)).toEqual([keyOf(fetchMock, 0), keyOf(fetchMock, 1)]);
    expect(keyOf(fetchMock, 1)).not.toBe(keyOf(fetchMock, 0));
  });

  it('fails as before when the app does not keep it, on an answer, and for a session other than the person’s', async () => {
    setUnsentCreateHandler(() => false);
    stubFetch(offline);
    await expect(apiClient.call(API_ROUTES.glucose.log, { body: reading })).rejects.toMatchObject({ kind: 'network' });

    setUnsentCreateHandler((create) => (kept.push(create), true));
    stubFetch(jsonResponse(400, { message: 'Please check the reading.' }));
    await expect(apiClient.call(API_ROUTES.glucose.log, { body: reading })).rejects.toMatchObject({ status: 400 });

    stubFetch(offline);
    const doctor = createApiClient({ read: () => 'clinician-jwt', onUnauthorized: () => undefined });
    await expect(doctor.call(API_ROUTES.glucose.log, { body: reading })).rejects.toMatchObject({ kind: 'network' });
    expect(kept).toEqual([]);
  });

  it('is sent again under its first key', async () => {
    const fetchMock = stubFetch(jsonResponse(201, { _id: 'r1' }));
    await apiClient.resendCreate({ key: 'a7b1c2d3-0000-4000-8000-000000000001', path: API_ROUTES.glucose.log.path, body: reading });
    expect(keyOf(fetchMock, 0)).toBe('a7b1c2d3-0000-4000-8000-000000000001');
    expect(JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string)).toEqual(reading);
  });
});
