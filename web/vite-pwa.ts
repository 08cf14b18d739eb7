// The installable app: the web app manifest and a Workbox service worker (vite-plugin-pwa's
// generateSW) that precaches the shell and every route's code, so a repeat visit starts from the
// cache and the app opens without a network. An update waits until the person chooses "Reload to
// update" (registerType 'prompt', src/pwa/): nothing reloads under someone typing. The worker is
// registered by our own code after the page has loaded (src/pwa/serviceWorker.ts), not by a script
// in index.html, so the first visit downloads nothing more before it can be used. The morning
// reminder's push and notification click are a small script the worker imports (public/push-handler.js).
import { VitePWA } from 'vite-plugin-pwa';

/** Paths the server answers itself: a navigation there must reach it, never the cached app. */
const SERVER_PATHS = /^\/(api|graphql|health|ready|dev)(\/|$)/;

export function installableApp() {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    manifestFilename: 'manifest.webmanifest',
    manifest: {
      id: '/',
      name: 'Oneiro - dream journal',
      short_name: 'Oneiro',
      description: 'A private dream journal: write or record a dream the moment you wake.',
      // Marks an opening from the icon (quick capture, web/src/pwa/quickCapture.ts); `id` keeps the
      // app's identity what it was with '/'.
      start_url: '/?launch=icon',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: '#f8f5ef',
      background_color: '#f8f5ef',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
      shortcuts: [{ name: 'Record New Dream', short_name: 'New dream', url: '/dreams/new' }],
    },
    workbox: {
      // The app's code, styles, fonts and icons; not the .br/.gz copies (the browser asks for the
      // file and the server picks the encoding) nor the signed-in variant of index.html.
      globPatterns: ['**/*.{js,css,html,woff2,png,svg}'],
      globIgnores: ['**/*.{br,gz}', 'index.signed-in.html', '.vite/**'],
      // Hashed file names already say when a file changed.
      dontCacheBustURLsMatching: /^assets\//,
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [SERVER_PATHS],
      cleanupOutdatedCaches: true,
      // The admin chart is the largest file (~400 KB); every route's code is precached.
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      // The morning reminder's notification and its click (public/push-handler.js).
      importScripts: ['/push-handler.js'],
    },
  });
}
