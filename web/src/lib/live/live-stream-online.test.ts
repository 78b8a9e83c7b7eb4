// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import { openLiveStream, type LiveStream } from './live-stream';

let stream: LiveStream | undefined;
afterEach(() => {
  stream?.close();
  vi.restoreAllMocks();
});

it('tries again at once when the browser is back online, not at the end of its wait', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
  const statuses: string[] = [];
  const onStatus = (status: string) => statuses.push(status);
  stream = openLiveStream({ url: '/live-url', token: () => 'token', fetch, retryDelaysMs: [3_600_000], onMessage: () => undefined, onEnd: () => undefined, onStatus });
  await vi.waitFor(() => expect(statuses).toEqual(['connecting', 'reconnecting']));
  window.dispatchEvent(new Event('online'));
  await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
  stream.close();
  window.dispatchEvent(new Event('online'));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(fetch).toHaveBeenCalledTimes(2);
});
