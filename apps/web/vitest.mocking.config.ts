import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { webTestsThatMockModules } from './build/test-files.ts';
import { webTestAliases } from './vitest.config.ts';

/** The web tests that mock a module, each file in a fresh module graph (see vitest.config.ts). */
export default defineConfig({
  plugins: [react()],
  resolve: { alias: webTestAliases },
  test: {
    name: 'web-mocking',
    environment: 'jsdom',
    include: webTestsThatMockModules().filter((file) => !file.startsWith('src/guest/')),
    setupFiles: ['./test/setup.ts'],
    testTimeout: 30_000,
  },
});
