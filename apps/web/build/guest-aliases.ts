import { fileURLToPath, URL } from 'node:url';

const src = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

/**
 * The guest page runs on Preact's React-compatible layer, server and browser alike: React's own
 * runtime was two thirds of what a guest downloaded and most of the work before a tap is answered.
 */
const preactForReact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
];

/**
 * The translation and router libraries are swapped for the small modules below, which do only what
 * the page's components use (a missing export fails the build).
 */
const liteLibraries = [
  { find: /^react-i18next$/, replacement: src('guest/i18n/react-i18next-lite.ts') },
  { find: /^i18next$/, replacement: src('guest/i18n/i18next-lite.ts') },
  { find: /^react-router$/, replacement: src('guest/guest-router-lite.tsx') },
];

/** Everything the guest page's build and its tests resolve differently from the app. */
export const guestAliases = [
  ...preactForReact,
  ...liteLibraries,
  { find: /^@test\//, replacement: `${fileURLToPath(new URL('../test/', import.meta.url))}` },
  { find: /^@\//, replacement: src('') },
];
