/** When the browser never reports a paint (a tab opened in the background), start anyway. */
export const FALLBACK_MS = 2500;

const FIRST_CONTENTFUL_PAINT = 'first-contentful-paint';

const contentShown = () => performance.getEntriesByName(FIRST_CONTENTFUL_PAINT).length > 0;

/**
 * Calls `then` once, when the server-rendered page's content has been painted on screen: the
 * browser's paint timing says so after the frame is shown. The code that makes the page interactive
 * then never competes with its first paint on a slow phone (its download, compile and hydration
 * come after).
 */
export function afterFirstPaint(then: () => void): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    then();
  };
  if (!window.PerformanceObserver?.supportedEntryTypes?.includes('paint') || contentShown()) return start();
  // "first-paint" (a background, no text yet) comes first and is not enough.
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName(FIRST_CONTENTFUL_PAINT).length === 0) return;
    observer.disconnect();
    start();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(() => {
    observer.disconnect();
    start();
  }, FALLBACK_MS);
}
