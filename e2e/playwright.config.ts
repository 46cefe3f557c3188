import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './support/chromium';
import { e2eEnvironment } from './support/e2e-environment';

// The server(s) the tests run against: the production parts when CI gives them, else the
// embedded defaults (support/e2e-environment.ts). The teardown searches their data for card numbers.
const e2e = e2eEnvironment();

export default defineConfig({
  testDir: './tests',
  globalTeardown: './support/global-teardown.ts',
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    baseURL: e2e.baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    // Recording a trace of every test (kept on failure) takes about a third of the run's CPU; CI keeps
    // no files, so it records none. Locally a failed test leaves its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
  webServer: {
    command: 'tsx scripts/serve.ts',
    url: `${e2e.secondURL}/healthz`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
