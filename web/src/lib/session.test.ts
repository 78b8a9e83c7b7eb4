// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../testing/fetch-stub';
import { createStore } from './jotai';
import { loadSessionAtom, sessionStatusAtom } from './session';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

async function checkStoredSession(...answers: Array<Response | Error>) {
  localStorage.setItem('token', 'stored-token');
  stubFetch(...answers);
  const store = createStore();
  await store.set(loadSessionAtom);
  return { status: store.get(sessionStatusAtom), token: localStorage.getItem('token') };
}

describe('loadSessionAtom', () => {
  it('removes a token the server rejects', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(checkStoredSession(jsonResponse(500, { message: 'boom' }))).resolves.toEqual({ status: 'signed-out', token: null });
  });

  it('keeps the token when no answer came back, for the next load to try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(checkStoredSession(new TypeError('Failed to fetch'))).resolves.toEqual({ status: 'signed-out', token: 'stored-token' });
  });
});
