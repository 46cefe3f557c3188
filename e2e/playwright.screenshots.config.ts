import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/** `npm run screenshots --workspace e2e`: pictures of the main screens for a person to look at (not part of npm test). */
export default defineConfig({ ...base, testDir: './screenshots', timeout: 180_000 });
