// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_ROUTES } from '@glyco/contracts';
import { jsonResponse, stubFetch } from '../testing/fetch-stub';
import { createApiClient } from './api-client';
import { checkedResponse, ContractMismatchError, routeCall } from './api-route-call';
import { forgetPosition } from './read-your-writes';

afterEach(() => {
  vi.unstubAllGlobals();
  forgetPosition();
});

const client = () => createApiClient({ read: () => 'jwt', onUnauthorized: () => undefined });
const requestOf = (fetchMock: ReturnType<typeof stubFetch>) => fetchMock.mock.calls[0] as unknown as [string, RequestInit];

describe('calling a route of the table', () => {
  it('fills the path parameters, encodes the query and sends the body with the route’s method', async () => {
    expect(routeCall(API_ROUTES.meals.update, { params: { id: 'a b' }, body: { notes: '' } })).toEqual({ path: '/api/meals/a%20b', query: {}, body: { notes: '' } });
    const fetchMock = stubFetch(jsonResponse(204, undefined));
    await client().call(API_ROUTES.imports.undo, { params: { id: 'i1' } });
    expect(requestOf(fetchMock)[0]).toBe('/api/imports/i1');
    expect(requestOf(fetchMock)[1]).toMatchObject({ method: 'DELETE', body: undefined });
  });

  it('refuses, in tests, an answer that breaks the route’s response schema, and returns a good one as sent', async () => {
    stubFetch(jsonResponse(200, { enabled: 'yes' }));
    await expect(client().call(API_ROUTES.nightscoutSecret.state)).rejects.toBeInstanceOf(ContractMismatchError);
    stubFetch(jsonResponse(200, { enabled: true, since: null }));
    await expect(client().call(API_ROUTES.nightscoutSecret.state)).resolves.toEqual({ enabled: true, since: null });
  });

  it('trusts the answer when checks are off (production)', () => {
    expect(checkedResponse(API_ROUTES.nightscoutSecret.state, { enabled: 'yes' }, false)).toEqual({ enabled: 'yes' });
  });
});
