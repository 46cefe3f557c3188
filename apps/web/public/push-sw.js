// OpenTip's service worker: shows Web Push notifications and opens the app where they point.
// Served from the site root (scope "/") under the same strict CSP as the app: no imports, no eval.

const FALLBACK_TITLE = 'OpenTip';

/** The payload the server sends (packages/shared/src/schemas/push.schema.ts), or null. */
function readPayload(event) {
  if (!event.data) return null;
  try {
    const payload = event.data.json();
    return payload && typeof payload === 'object' ? payload : null;
  } catch {
    return null;
  }
}

/** Only a path of this site is opened: a push never sends the person elsewhere. */
function sameOriginUrl(path) {
  try {
    const url = new URL(typeof path === 'string' ? path : '/notifications', self.location.origin);
    return url.origin === self.location.origin
      ? url.href
      : new URL('/notifications', self.location.origin).href;
  } catch {
    return new URL('/notifications', self.location.origin).href;
  }
}

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('push', (event) => {
  const payload = readPayload(event) ?? {};
  const title = typeof payload.title === 'string' && payload.title ? payload.title : FALLBACK_TITLE;
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof payload.body === 'string' ? payload.body : '',
      // One tag per notification: a push delivered twice replaces itself instead of showing twice.
      tag: typeof payload.tag === 'string' ? payload.tag : undefined,
      dir: payload.dir === 'rtl' ? 'rtl' : 'ltr',
      lang: typeof payload.lang === 'string' ? payload.lang : '',
      icon: '/favicon.svg',
      data: { url: sameOriginUrl(payload.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameOriginUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        try {
          // navigate() works only on a page this worker controls; any other opens a new window.
          await open.navigate(url);
          await open.focus();
          return;
        } catch {
          // fall through
        }
      }
      await self.clients.openWindow(url);
    })(),
  );
});
