import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress-plugin';
import { serviceWorkerShell } from './build/service-worker-plugin';

const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), precompress(), serviceWorkerShell()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  // ws: the live socket (/api/v1/live) goes through the same proxy.
  server: { proxy: { '/api': { target: api, ws: true }, '/uploads': api } },
});
