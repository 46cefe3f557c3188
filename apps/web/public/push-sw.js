// OpenTip's one service worker (scope "/"): shows Web Push notifications and opens the app where
// they point, and keeps the app shell so the installed app starts offline (docs/installable-app.md).
// Served from the site root under the same strict CSP as the app: no imports, no eval. Its URL stays
// /push-sw.js so browsers that registered it for pushes update it in place instead of holding two.

const FALLBACK_TITLE = 'OpenTip';

// Filled in by the build (build/service-worker-plugin.ts): a name for this release and the app
// shell's files. A new release changes the worker's bytes, so browsers install it and drop the old cache.
const RELEASE = 'dev';
const SHELL_FILES = [];

const CACHE_PREFIX = 'opentip-shell-';
const SHELL_CACHE = CACHE_PREFIX + RELEASE;
const SHELL_PAGE = '/index.html';
// The dev server rebuilds files on every save: nothing is kept there.
const KEEPS_SHELL = RELEASE !== 'dev';

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

/** The shell of this release, fetched past the HTTP cache so a half-updated one is never kept. */
async function keepShell() {
  const cache = await self.caches.open(SHELL_CACHE);
  await cache.addAll([SHELL_PAGE, ...SHELL_FILES].map((path) => new Request(path, { cache: 'reload' })));
}

async function dropOldReleases() {
  const names = await self.caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(CACHE_PREFIX) && name !== SHELL_CACHE)
      .map((name) => self.caches.delete(name)),
  );
}

self.addEventListener('install', (event) => {
  self.skipWaiting();
  if (KEEPS_SHELL) event.waitUntil(keepShell());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      if (KEEPS_SHELL) await dropOldReleases();
      await self.clients.claim();
    })(),
  );
});

/** A page of the app (not the API, not uploads): the network's answer, else the kept shell. */
async function pageOrShell(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const cache = await self.caches.open(SHELL_CACHE);
    const shell = await cache.match(SHELL_PAGE);
    if (shell) return shell;
    throw error;
  }
}

/** A file of this release's shell: hashed or renewed with the release, so the kept copy is right. */
async function shellFile(request) {
  const cache = await self.caches.open(SHELL_CACHE);
  return (await cache.match(request)) ?? fetch(request);
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (!KEEPS_SHELL || request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // Money and everything else the API answers goes to the network only: never an old balance,
  // tip or payout from a cache. The QR page keeps its own code (features/receiving/qr-code-keeper.ts).
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/uploads/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(pageOrShell(request));
    return;
  }
  if (SHELL_FILES.includes(url.pathname)) event.respondWith(shellFile(request));
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
