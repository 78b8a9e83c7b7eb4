import { MutationCache, QueryClient, type Query } from '@tanstack/react-query';
import { isApiError } from './api-error';

/** The kinds of record a person writes. A cached answer names those it is built from; a write names those it changes. */
export type RecordKind = 'glucose' | 'meals' | 'insulin' | 'profile' | 'imports' | 'doctorAccess' | 'nightscout';

export const everyRecordKind: readonly RecordKind[] = ['glucose', 'meals', 'insulin', 'profile', 'imports', 'doctorAccess', 'nightscout'];

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { reads?: readonly RecordKind[] };
    mutationMeta: { writes?: readonly RecordKind[] };
  }
}

/** A cached answer is served without asking again for this long; every write of the records it reads refetches it at once. */
export const STALE_TIME_MS = 30_000;
const MAX_RETRIES = 2;

/** No answer, a timeout or a server fault may pass; a 4xx answer will not change by asking again. */
export function isRetryable(error: unknown): boolean {
  return isApiError(error) && (error.isNetwork || error.status >= 500);
}

const retry = (failureCount: number, error: unknown) => failureCount < MAX_RETRIES && isRetryable(error);

const readsAny = (kinds: readonly RecordKind[]) => (query: Query) => (query.meta?.reads ?? []).some((kind) => kinds.includes(kind));

/** Marks every answer built on `kinds` stale; those on screen are fetched again (the client asks for at least the write's position). */
export function invalidateRecords(client: QueryClient, kinds: readonly RecordKind[]): Promise<void> {
  return client.invalidateQueries({ predicate: readsAny(kinds) });
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: { staleTime: STALE_TIME_MS, retry },
      // A write without a connection fails at once rather than pausing: a create is then kept on the device (lib/offline).
      mutations: { retry: false, networkMode: 'always' },
    },
    mutationCache: new MutationCache({
      // Not awaited: the form closes at once and the lists follow as their answers arrive.
      onSuccess: (_data, _variables, _result, mutation) => void invalidateRecords(client, mutation.meta?.writes ?? []),
    }),
  });
  return client;
}

/** The app's cache; the session clears it so one person's answers never show to the next. */
export const appQueryClient = createQueryClient();

/** For a query's `catch`: the console keeps the cause, the query still fails (and shows its message). */
export const logged =
  (what: string) =>
  (error: unknown): never => {
    console.error(what, error);
    throw error;
  };
