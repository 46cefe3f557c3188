import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { guestAliases } from './build/guest-aliases.ts';

/** The guest page's tests run on what the page ships: Preact and the lite libraries (build/guest-aliases.ts). */
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^react$/, replacement: fileURLToPath(new URL('./test/preact-as-react.js', import.meta.url)) },
      ...guestAliases,
    ],
  },
  test: {
    name: 'guest',
    environment: 'jsdom',
    include: ['src/guest/**/*.test.tsx'],
    setupFiles: ['./test/guest-setup.ts'],
    testTimeout: 30_000,
    // Libraries that import React are run through the aliases too, not loaded by Node as they are.
    server: { deps: { inline: [/@testing-library\/react/, /@stripe\/react-stripe-js/] } },
  },
});
