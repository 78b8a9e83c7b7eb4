import { useCallback, useSyncExternalStore } from 'react';
import { onlineManager, useQueryClient, type Query } from '@tanstack/react-query';
import { currentSaves, subscribeToSaves, updateSaves } from './waiting-saves-store';
import { withoutSave } from './waiting-save';

/** False while the browser has no connection. */
export function useIsOnline(): boolean {
  return useSyncExternalStore(
    useCallback((listener: () => void) => onlineManager.subscribe(listener), []),
    () => onlineManager.isOnline(),
  );
}

export function useWaitingSaves() {
  return useSyncExternalStore(subscribeToSaves, currentSaves);
}

/** The person read the refusal; the record is theirs to enter again. */
export function dismissSave(key: string): void {
  updateSaves((saves) => withoutSave(saves, key));
}

/** When the oldest answer on screen was fetched (ms since the epoch), or null when none is. */
export function oldestShownAnswer(queries: readonly Query[]): number | null {
  const times = queries.filter((query) => query.getObserversCount() > 0 && query.state.dataUpdatedAt > 0).map((query) => query.state.dataUpdatedAt);
  return times.length ? Math.min(...times) : null;
}

/** The age of the data on screen: what "showing data from 10:42" names. */
export function useShownDataSince(): number | null {
  const cache = useQueryClient().getQueryCache();
  return useSyncExternalStore(
    useCallback((listener: () => void) => cache.subscribe(listener), [cache]),
    () => oldestShownAnswer(cache.getAll()),
  );
}
