/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';

/**
 * Registers the built app's service worker (web/vite.config.ts). A new build's worker takes over at
 * once, but the open page is not reloaded under the person (a half-filled form would be lost): the
 * next page load gets the new shell. Without a worker (no secure context, a failed fetch of
 * sw.js) the app runs as before, online only.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registerSW({
    immediate: true,
    onNeedReload: () => undefined,
    onRegisterError: (error: unknown) => console.warn('The app works online only: its service worker could not be registered.', error),
  });
}
