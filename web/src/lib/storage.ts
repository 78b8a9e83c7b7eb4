export const storageKeys = { token: 'token', theme: 'theme', darkMode: 'darkMode', clinicianToken: 'clinicianToken' } as const;

type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

function storage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

// Storage can throw (private mode, quota, disabled cookies); the app must still run without it.
function attempt<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

export function readStored(key: StorageKey): string | null {
  return attempt(() => storage('local')?.getItem(key) ?? null, null);
}

export function writeStored(key: StorageKey, value: string | null): void {
  attempt(() => (value === null ? storage('local')?.removeItem(key) : storage('local')?.setItem(key, value)), undefined);
}

/** The token lives in localStorage when the person asked to be remembered, else only for this tab. */
export function readToken(): string | null {
  return readStored(storageKeys.token) ?? attempt(() => storage('session')?.getItem(storageKeys.token) ?? null, null);
}

export function writeToken(token: string | null, remember = true): void {
  writeStored(storageKeys.token, null);
  attempt(() => storage('session')?.removeItem(storageKeys.token), undefined);
  if (token === null) return;
  if (remember) writeStored(storageKeys.token, token);
  else attempt(() => storage('session')?.setItem(storageKeys.token, token), undefined);
}

/** A clinician's access lasts for this tab only, apart from the patient's own token. */
export function readClinicianToken(): string | null {
  return attempt(() => storage('session')?.getItem(storageKeys.clinicianToken) ?? null, null);
}

export function writeClinicianToken(token: string | null): void {
  attempt(() => (token === null ? storage('session')?.removeItem(storageKeys.clinicianToken) : storage('session')?.setItem(storageKeys.clinicianToken, token)), undefined);
}
