/**
 * A full page load, not a route change: for pages the server renders itself (the guest's tip page).
 * Its own module, so tests can watch it (jsdom cannot navigate).
 */
export function loadPage(path: string): void {
  window.location.assign(path);
}
