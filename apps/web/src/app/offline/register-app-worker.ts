import { PUSH_WORKER_URL } from '@/app/push/push-browser';

/**
 * Registers the site's one service worker (public/push-sw.js: pushes and the offline app shell) at
 * the same URL and scope the push switch uses, so the two never replace each other. Only in a
 * build: the dev server's files change on every save.
 */
export function registerAppWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // After the page has loaded: the worker's first download of the shell must not slow the first paint.
  window.addEventListener('load', () => {
    navigator.serviceWorker.register(PUSH_WORKER_URL, { scope: '/' }).catch(() => {
      /* no worker (private mode, blocked): the app works online as before */
    });
  });
}
