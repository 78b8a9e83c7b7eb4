import { readStored, storageKeys } from '../storage';

/**
 * Where the signed-in person's offline copies live: beside their token, so a person who did not
 * ask to be remembered leaves nothing on the device once the tab closes.
 */
export function personStorage(): Storage | null {
  try {
    return readStored(storageKeys.token) ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Storage can throw (private mode, quota); offline copies are a convenience, never a failure. */
export function attemptStorage<T>(action: (storage: Storage) => T, fallback: T): T {
  try {
    const storage = personStorage();
    return storage ? action(storage) : fallback;
  } catch {
    return fallback;
  }
}

/** Removes a key from both storages: the person may have been remembered or not when it was written. */
export function removeEverywhere(key: string): void {
  for (const kind of ['localStorage', 'sessionStorage'] as const) {
    try {
      window[kind].removeItem(key);
    } catch {
      // Nothing to remove where storage is unavailable.
    }
  }
}
