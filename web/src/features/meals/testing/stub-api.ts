import { vi } from 'vitest';

/** Replaces fetch with one answering by request, so the order in which the page's parts ask does not matter. */
export function stubApi(answer: (url: URL, init: RequestInit) => Response) {
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => answer(new URL(input, 'http://localhost'), init));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
