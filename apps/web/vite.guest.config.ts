import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress-plugin.ts';

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

/**
 * The guest's tip page, built apart from the app: a client bundle (guest.html) and a server renderer
 * (`--ssr src/guest/guest-server.tsx`). Its graph holds only React and our code: the translation and
 * router libraries are swapped for the small modules below, which do only what the page's components
 * use (a missing export fails the build). Tests of the guest graph mock the same three modules.
 */
const guestAliases = {
  'react-i18next': src('guest/i18n/react-i18next-lite.ts'),
  i18next: src('guest/i18n/i18next-lite.ts'),
  'react-router': src('guest/guest-router-lite.tsx'),
};

export default defineConfig(({ isSsrBuild }) => ({
  base: '/guest/',
  plugins: isSsrBuild ? [react()] : [react(), precompress('guest.html')],
  resolve: {
    alias: { ...guestAliases, '@': src('') },
  },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, sourcemap: false, copyPublicDir: false }
    : {
        outDir: 'dist/guest',
        emptyOutDir: true,
        sourcemap: true,
        // The polyfill serves <link rel="modulepreload"> in the HTML, which this page has none of.
        modulePreload: { polyfill: false },
        rollupOptions: { input: fileURLToPath(new URL('./guest.html', import.meta.url)) },
      },
}));
