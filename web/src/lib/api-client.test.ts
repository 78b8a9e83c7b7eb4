// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_ROUTES } from '@glyco/contracts';
import { jsonResponse, stubFetch } from '../testing/fetch-stub';
import { apiClient, setUnauthorizedHandler } from './api-client';
import { ApiError } from './api-error';
import { forgetPosition } from './read-your-writes';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
  forgetPosition();
});

const headersOf = (fetchMock: ReturnType<typeof stubFetch>, call: number) =>
  (fetchMock.mock.calls[call] as unknown as [string, RequestInit])[1].headers as Record<string, string>;

describe('apiClient', () => {
  it('sends the stored token and query parameters', async () => {
    localStorage.setItem('token', 'jwt');
    const fetchMock = stubFetch(jsonResponse(200, []));
    await apiClient.call(API_ROUTES.glucose.list, { query: { limit: 50, startDate: undefined } });
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('/api/glucose?limit=50');
    expect(headersOf(fetchMock, 0).Authorization).toBe('Bearer jwt');
  });

  it('sends back the position of the latest write', async () => {
    const fetchMock = stubFetch(jsonResponse(204, undefined, { 'X-Glyco-Position': '7:12' }), jsonResponse(200, []));
    await apiClient.call(API_ROUTES.glucose.delete, { params: { id: 'r1' } });
    await apiClient.call(API_ROUTES.glucose.list, { query: {} });
    expect(headersOf(fetchMock, 0)['X-Glyco-Min-Position']).toBeUndefined();
    expect(headersOf(fetchMock, 1)['X-Glyco-Min-Position']).toBe('7:12');
  });

  it('carries status, message and field errors', async () => {
    stubFetch(jsonResponse(400, { message: 'Invalid input', errors: { value: 'Value must be at least 20' } }));
    const error = await apiClient.call(API_ROUTES.chat.ask, { body: { message: '' } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Invalid input', fieldErrors: { value: 'Value must be at least 20' } });
  });

  it('on 401 clears the token and hands over to the unauthorized handler', async () => {
    localStorage.setItem('token', 'expired');
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    stubFetch(jsonResponse(401, { message: 'Authentication required' }));
    await expect(apiClient.call(API_ROUTES.accounts.me)).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('token')).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('gives up after 15 seconds', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))))),
    );
    const pending = apiClient.call(API_ROUTES.glucose.list, { query: {} }).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(await pending).toMatchObject({ kind: 'timeout', status: 0 });
  });
});
