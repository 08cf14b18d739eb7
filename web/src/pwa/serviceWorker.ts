/// <reference types="vite-plugin-pwa/vanillajs" />
// Registers the service worker (web/vite-pwa.ts) once the page has loaded, and keeps whether a new
// version is waiting. A waiting version takes over only when the person presses "Reload to update"
// (UpdatePrompt.tsx): never by itself, so nothing reloads under someone typing a dream.
import { useSyncExternalStore } from 'react';

const HOURLY = 60 * 60 * 1000;
const listeners = new Set<() => void>();
let updateReady = false;
let activateUpdate: ((reloadPage?: boolean) => Promise<void>) | null = null;

export function startServiceWorker(): void {
  // The development server has no worker (its files change on every save).
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const register = () => {
    // Its own small file, after the load: the first visit's start-up does not wait for it.
    void import('virtual:pwa-register').then(({ registerSW }) => {
      activateUpdate = registerSW({
        immediate: true,
        onNeedRefresh() {
          updateReady = true;
          for (const listener of listeners) listener();
        },
        // An app left open for days (an installed one is) still hears of new versions.
        onRegisteredSW(_url, registration) {
          if (registration) setInterval(() => void registration.update().catch(() => {}), HOURLY);
        },
      });
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * A click on the morning reminder focuses an open window and asks it to open a page
 * (public/push-handler.js): the router goes there without a reload, so nothing open is lost.
 */
export function followNotificationClicks(navigate: (path: string) => void): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: unknown; path?: unknown } | null;
    if (data?.type === 'oneiro:open' && typeof data.path === 'string' && /^\/(?!\/)/.test(data.path)) {
      navigate(data.path);
    }
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a new version is installed and waiting for the person to reload. */
export function useUpdateReady(): boolean {
  return useSyncExternalStore(subscribe, () => updateReady);
}

/** The new version takes over and the page reloads (what was being written is in the draft). */
export function reloadToUpdate(): void {
  // workbox-window reloads when the new worker takes control, but only when it counts that as an
  // update; the page's own ear makes sure of it, and the timer covers a worker that took control
  // before the press (no change left to hear). The person asked for a reload either way.
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  void activateUpdate?.(true);
  setTimeout(() => window.location.reload(), RELOAD_AFTER_MS);
}

/** The longest "Reload to update" waits for the new version to take control before reloading. */
const RELOAD_AFTER_MS = 3_000;
