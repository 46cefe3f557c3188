import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * The browser the tests drive: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else one Playwright
 * already has. Nothing here downloads a browser.
 */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  const bundled = safeBundledPath();
  if (bundled) return bundled;
  throw new Error(
    'No Chromium found for the end-to-end tests. Install it with `apt-get install -y chromium` ' +
      '(or set CHROMIUM_PATH to a Chromium binary). The tests never download a browser.',
  );
}

function safeBundledPath(): string | undefined {
  try {
    const path = chromium.executablePath();
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
