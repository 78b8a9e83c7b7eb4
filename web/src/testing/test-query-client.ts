import { createQueryClient } from '../lib/query-client';

/** The app's cache settings, except that a test answers each request once: a failure is shown, not asked again. */
export function createTestQueryClient() {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return client;
}
