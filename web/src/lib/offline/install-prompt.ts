import { useSyncExternalStore } from 'react';

/** Chromium's `beforeinstallprompt` event (not in the DOM typings): the browser's own install dialog, held for later. */
interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** Not personal: whether this browser was asked already. */
const DISMISSED_KEY = 'installPromptDismissed';

let held: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function dismissedBefore(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === 'yes';
  } catch {
    return false;
  }
}

/** Holds the browser's install offer so the app can make it at a moment of its own; from start-up, as it may come early. */
export function listenForInstallOffer(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    held = event as InstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    held = null;
    notify();
  });
}

/** Opens the browser's install dialog; the offer is spent either way. */
export async function install(): Promise<void> {
  const offer = held;
  held = null;
  notify();
  await offer?.prompt();
}

export function declineInstall(): void {
  try {
    localStorage.setItem(DISMISSED_KEY, 'yes');
  } catch {
    // Asked again next time.
  }
  held = null;
  notify();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True while the browser offers to install the app and the person has not said "Not now". */
export function useInstallOffer(): boolean {
  return useSyncExternalStore(subscribe, () => held !== null && !dismissedBefore());
}
