// The morning reminder in the service worker (imported by the Workbox worker, web/vite-pwa.ts):
// `push` shows the notification the server sent (api/src/modules/reminders/reminder-delivery.ts),
// and a click opens the new-dream form, ready to write or speak: an open Oneiro window is focused
// and told to go there (the page keeps its state and its draft), otherwise a new window opens.
/* global self, URL */

const NEW_DREAM_PATH = '/dreams/new';

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = {};
  }
  event.waitUntil(
    self.registration.showNotification(message.title || 'Oneiro', {
      body: message.body || '',
      tag: message.tag || 'oneiro-morning-reminder',
      lang: message.lang || undefined,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: message.url || NEW_DREAM_PATH },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const asked = new URL(
    (event.notification.data && event.notification.data.url) || NEW_DREAM_PATH,
    self.location.origin,
  );
  // Only a page of this app, whatever a message said.
  const target = asked.origin === self.location.origin ? asked : new URL(NEW_DREAM_PATH, self.location.origin);
  const path = target.pathname + target.search;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        // Focusing needs the click's activation, which a browser may not grant (it may have ended):
        // the window is still told where to go.
        const focused = await open.focus().catch(() => null);
        (focused || open).postMessage({ type: 'oneiro:open', path });
        return;
      }
      await self.clients.openWindow(path);
    })(),
  );
});
