import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';

const BRAND_BLUE = '#0284c7';
/** slate-50, the page's light background, shown while the installed app starts. */
const SPLASH_BACKGROUND = '#f8fafc';

/**
 * The installable app: a manifest and a Workbox service worker that precaches the app shell (the
 * built HTML, scripts, styles and icons) so the app opens offline. It caches no API answer: those
 * belong to one person and `/api/live` is a stream; the last data seen is kept per person by the
 * page (web/src/lib/offline/). A new build's worker takes over at once, so no tab runs a stale shell.
 */
const pwa = VitePWA({
  registerType: 'autoUpdate',
  // Registered by the app (web/src/lib/offline/register-service-worker.ts), which handles a failure.
  injectRegister: false,
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
  manifest: {
    id: '/',
    name: 'Glyco',
    short_name: 'Glyco',
    description: 'Glyco: your companion for managing diabetes',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: BRAND_BLUE,
    background_color: SPLASH_BACKGROUND,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api\//],
    // Shows the alerts the server pushes (web/public/push-handler.js).
    importScripts: ['push-handler.js'],
    runtimeCaching: [],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
  },
});

export default defineConfig({
  plugins: [react(), tailwindcss(), pwa],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
