import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { guestAliases } from './build/guest-aliases.ts';
import { precompress } from './build/precompress-plugin.ts';

/**
 * The guest's tip page, built apart from the app: a client bundle (guest.html) and a server renderer
 * (`--ssr src/guest/guest-server.tsx`). Its graph holds only Preact and our code (build/guest-aliases.ts);
 * its tests (vitest.guest.config.ts) resolve the same way.
 */
export default defineConfig(({ isSsrBuild }) => ({
  base: '/guest/',
  plugins: isSsrBuild ? [react()] : [react(), precompress('guest.html')],
  resolve: { alias: guestAliases },
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
