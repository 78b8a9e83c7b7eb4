// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_ROUTES } from '@glyco/contracts';
import { jsonResponse, stubFetch } from '../../testing/fetch-stub';
import { followerClient, followerToken } from './follower-sessions';

const sam = '0b8f2c1e-4d5a-4f6b-9c7d-8e9f0a1b2c3d';
const lily = '1c9f3d2f-5e6b-4a7c-8d8e-9f0a1b2c3d4e';
const person = (personId: string) => ({ personId, name: 'Sam', glucoseUnit: 'mg/dL', targetGlucoseRange: { min: 70, max: 180 }, shares: { mealsAndDoses: true }, alerts: true });
const session = (personId: string, token: string) => jsonResponse(201, { token, expiresAt: '2030-01-01T00:00:00.000Z', person: person(personId) });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const authorizationOf = (call: unknown) => ((call as [string, RequestInit])[1].headers as Record<string, string>).Authorization;

describe("a follower's sessions", () => {
  it("read each person with that person's own token, opened with the follower's session", async () => {
    localStorage.setItem('token', 'mum-jwt');
    const fetchMock = stubFetch(session(sam, 'mum-of-sam'), jsonResponse(200, []), session(lily, 'mum-of-lily'), jsonResponse(200, []));
    await (await followerClient(sam)).call(API_ROUTES.glucose.list, { query: {} });
    await (await followerClient(lily)).call(API_ROUTES.glucose.list, { query: {} });
    expect(fetchMock.mock.calls.map(authorizationOf)).toEqual(['Bearer mum-jwt', 'Bearer mum-of-sam', 'Bearer mum-jwt', 'Bearer mum-of-lily']);
  });

  it('are never reused by another account signed in on the same device', async () => {
    localStorage.setItem('token', 'mum-jwt');
    stubFetch(session(sam, 'mum-of-sam'));
    await followerClient(sam);
    expect(followerToken(sam)).toBe('mum-of-sam');
    localStorage.setItem('token', 'dad-jwt');
    expect(followerToken(sam)).toBeUndefined();
    const fetchMock = stubFetch(session(sam, 'dad-of-sam'), jsonResponse(200, []));
    await (await followerClient(sam)).call(API_ROUTES.glucose.list, { query: {} });
    expect(fetchMock.mock.calls.map(authorizationOf)).toEqual(['Bearer dad-jwt', 'Bearer dad-of-sam']);
  });
});
