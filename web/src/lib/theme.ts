import { atom, atomWithLazy } from './jotai';
import { readStored, storageKeys, writeStored } from './storage';

export type Theme = 'light' | 'dark';

const darkQuery = '(prefers-color-scheme: dark)';

function readStoredTheme(): Theme | null {
  const stored = readStored(storageKeys.theme);
  return stored === 'light' || stored === 'dark' ? stored : null;
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(darkQuery).matches;
}

const storedThemeAtom = atomWithLazy<Theme | null>(readStoredTheme);

const systemPrefersDarkAtom = atomWithLazy(systemPrefersDark);
systemPrefersDarkAtom.onMount = (set) => {
  if (typeof window.matchMedia !== 'function') return;
  const query = window.matchMedia(darkQuery);
  const follow = (event: MediaQueryListEvent) => set(event.matches);
  query.addEventListener('change', follow);
  return () => query.removeEventListener('change', follow);
};

/** The stored choice wins; while none is stored the system preference (and its changes) applies. */
export const themeAtom = atom<Theme>((get) => get(storedThemeAtom) ?? (get(systemPrefersDarkAtom) ? 'dark' : 'light'));

const chooseThemeAtom = atom(null, (_get, set, theme: Theme) => {
  writeStored(storageKeys.theme, theme);
  set(storedThemeAtom, theme);
});

export const toggleThemeAtom = atom(null, (get, set) => {
  set(chooseThemeAtom, get(themeAtom) === 'dark' ? 'light' : 'dark');
});

/**
 * The account's darkMode setting is applied only when it differs from the one last applied,
 * so a manual toggle survives reloads (each reload fetches the user again).
 */
export const applyAccountDarkModeAtom = atom(null, (_get, set, darkMode: boolean) => {
  if (readStored(storageKeys.darkMode) === String(darkMode)) return;
  writeStored(storageKeys.darkMode, String(darkMode));
  set(chooseThemeAtom, darkMode ? 'dark' : 'light');
});

/** Logout and registration reset the account's dark mode to light. */
export const resetAccountDarkModeAtom = atom(null, (_get, set) => {
  const wasDark = readStored(storageKeys.darkMode) === 'true';
  writeStored(storageKeys.darkMode, 'false');
  if (wasDark) set(chooseThemeAtom, 'light');
});
