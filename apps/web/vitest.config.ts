import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { webTestsThatMockModules } from './build/test-files.ts';

export const webTestAliases = {
  '@test': fileURLToPath(new URL('./test', import.meta.url)),
  '@': fileURLToPath(new URL('./src', import.meta.url)),
};

/**
 * The web component tests. Files share their worker's loaded modules (isolate: false): loading
 * React, the router and the screens once per worker instead of once per file is most of the time
 * (setup.ts resets the DOM, session, storage, globals and timers after every test). Files that mock
 * a module run isolated instead (vitest.mocking.config.ts).
 */
export default defineConfig({
  plugins: [react()],
  resolve: { alias: webTestAliases },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    // The guest page's rendering tests have their own project (vitest.guest.config.ts).
    exclude: ['src/guest/**/*.test.tsx', ...webTestsThatMockModules()],
    isolate: false,
    setupFiles: ['./test/setup.ts'],
    testTimeout: 30_000,
  },
});
