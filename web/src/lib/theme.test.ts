// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from './jotai';
import { applyAccountDarkModeAtom, resetAccountDarkModeAtom, themeAtom, toggleThemeAtom } from './theme';

let systemDark = false;
const listeners = new Set<(event: MediaQueryListEvent) => void>();

function setSystemDark(dark: boolean) {
  systemDark = dark;
  listeners.forEach((listener) => listener({ matches: dark } as MediaQueryListEvent));
}

beforeEach(() => {
  systemDark = false;
  listeners.clear();
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    get matches() {
      return systemDark;
    },
    addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
  }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('theme', () => {
  it('follows the system preference and its changes while no theme is stored', () => {
    setSystemDark(true);
    const store = createStore();
    store.sub(themeAtom, () => undefined);
    expect(store.get(themeAtom)).toBe('dark');
    setSystemDark(false);
    expect(store.get(themeAtom)).toBe('light');
  });

  it('stores the toggled theme and then ignores the system', () => {
    const store = createStore();
    store.sub(themeAtom, () => undefined);
    store.set(toggleThemeAtom);
    expect(store.get(themeAtom)).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    setSystemDark(false);
    expect(store.get(themeAtom)).toBe('dark');
  });

  it('applies the account dark mode once, then resets it to light', () => {
    const store = createStore();
    store.set(applyAccountDarkModeAtom, true);
    expect(store.get(themeAtom)).toBe('dark');
    store.set(toggleThemeAtom);
    store.set(applyAccountDarkModeAtom, true);
    expect(store.get(themeAtom)).toBe('light');
    store.set(toggleThemeAtom);
    store.set(resetAccountDarkModeAtom);
    expect(store.get(themeAtom)).toBe('light');
    expect(localStorage.getItem('darkMode')).toBe('false');
  });
});
