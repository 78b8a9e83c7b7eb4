import { dehydrate, hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { clinicianQueryRoot } from '../clinician-session';
import { attemptStorage, removeEverywhere } from './person-storage';

const keyFor = (personId: string) => `glyco.queryCache.${personId}`;
/** Older than a week, the last data seen helps no one offline. */
export const KEPT_FOR_MS = 7 * 24 * 60 * 60_000;
/** Changed when the cached answers' shapes change, so a new build never reads an old shape. */
const FORMAT = 'glyco-queries-1';
/** Writes gather for this long: a page's answers arrive together. */
const WRITE_AFTER_MS = 1000;

/**
 * Roots of answers about someone other than the signed-in person: a doctor's shared view, and each
 * person followed (`['following', personId]`, features/followers/keys.ts). Their access can end at
 * any moment, so their data is never kept on the device.
 */
const OTHER_PEOPLE_ROOTS: readonly unknown[] = [clinicianQueryRoot[0], 'following'];

/** An answer worth keeping: complete, and about the signed-in person. */
export function isKeptAnswer(query: { queryKey: readonly unknown[]; state: { status: Query['state']['status'] } }): boolean {
  const [root, ...rest] = query.queryKey;
  const aboutSomeoneElse = OTHER_PEOPLE_ROOTS.includes(root) && (root !== 'following' || rest.length > 0);
  return query.state.status === 'success' && !aboutSomeoneElse;
}

interface KeptQueries {
  format: string;
  savedAt: number;
  state: DehydratedState;
}

/** The kept answers, if they are in this build's format and young enough. */
export function readKept(text: string | null, now: number): DehydratedState | null {
  if (!text) return null;
  try {
    const kept = JSON.parse(text) as Partial<KeptQueries>;
    const fresh = kept.format === FORMAT && typeof kept.savedAt === 'number' && now - kept.savedAt < KEPT_FOR_MS;
    return fresh && kept.state ? kept.state : null;
  } catch {
    return null;
  }
}

function write(client: QueryClient, key: string): void {
  const kept = (state: DehydratedState): string => JSON.stringify({ format: FORMAT, savedAt: Date.now(), state } satisfies KeptQueries);
  const stored = attemptStorage((storage) => (storage.setItem(key, kept(dehydrate(client, { shouldDehydrateQuery: isKeptAnswer }))), true), false);
  // Over the storage quota: the answers on screen are the ones worth keeping.
  if (!stored) attemptStorage((storage) => storage.setItem(key, kept(dehydrate(client, { shouldDehydrateQuery: (query) => query.getObserversCount() > 0 && isKeptAnswer(query) }))), undefined);
}

/**
 * Restores the person's kept answers into the cache at once (before the first page asks) and keeps
 * them as they change, so the app opens offline to the last data it saw. Only this person's key is
 * read or written; the returned function stops writing at once.
 */
export function keepQueriesOf(client: QueryClient, personId: string): () => void {
  const key = keyFor(personId);
  const state = readKept(attemptStorage((storage) => storage.getItem(key), null), Date.now());
  if (state) hydrate(client, state);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    write(client, key);
  };
  const unsubscribe = client.getQueryCache().subscribe(() => {
    timer ??= setTimeout(flush, WRITE_AFTER_MS);
  });
  window.addEventListener('pagehide', flush);
  return () => {
    clearTimeout(timer);
    unsubscribe();
    window.removeEventListener('pagehide', flush);
  };
}

/** After a sign-out: nothing of the person's answers stays on the device. */
export function forgetQueriesOf(personId: string): void {
  removeEverywhere(keyFor(personId));
}
