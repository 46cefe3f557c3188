import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { createVerifiedUser, signInAs } from '../support/accounts';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** Waits until the service worker has the shell and answers this page's requests. */
async function waitForControllingWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

/** The receiver's balance asked from the page, as the dashboard asks it. */
function balanceAnswer(page: Page, token: string): Promise<string> {
  return page.evaluate(async (bearer) => {
    try {
      const res = await fetch('/api/v1/payee/getBalance', { headers: { authorization: `Bearer ${bearer}` } });
      return `answered ${res.status}`;
    } catch {
      return 'failed';
    }
  }, token);
}

test('the app installs, and with the network gone the QR code and the shell still open while money never comes from a cache', async ({
  page,
  context,
  request,
}) => {
  await test.step('the manifest names the app and its icons, each a PNG of the size it says', async () => {
    const res = await request.get('/manifest.webmanifest');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await res.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
    expect(manifest).toMatchObject({
      name: 'OpenTip',
      short_name: 'OpenTip',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0f766e',
    });
    const purposes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(purposes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) {
      const png = await request.get(icon.src);
      expect(png.headers()['content-type']).toBe('image/png');
      const { width, height } = await sharp(await png.body()).metadata();
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
    const worker = await request.get('/push-sw.js');
    expect(worker.headers()['cache-control']).toBe('no-cache');
  });

  const { session } = await createVerifiedUser(request, 'pwa');
  // The sign-in answer carries the whole profile; the fixture types only what most tests use.
  const qrUser = session.user as unknown as { uniqueId: string };

  await test.step('a signed-in receiver opens /qrhome; the worker takes control of the page', async () => {
    await signInAs(page, session, '/qrhome');
    await expect(page.getByTestId('qr-uniqueId')).toHaveText(qrUser.uniqueId);
    await waitForControllingWorker(page);
    // The page was drawn before the worker took over: opened again it comes through the worker.
    await page.reload();
    await expect(page.getByTestId('qr-uniqueId')).toHaveText(qrUser.uniqueId);
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    // Chromium's own verdict, the one its install prompt and Lighthouse's installability audit use.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    await cdp.detach();
    // Playwright's contexts are incognito, where Chromium never offers installing: that one is not ours.
    const ours = installabilityErrors.filter((error) => error.errorId !== 'in-incognito');
    expect(ours).toEqual([]);
    // Asked once online through the worker, so a cache that kept it would have it.
    expect(await balanceAnswer(page, session.accessToken)).toBe('answered 200');
  });

  await context.setOffline(true);

  await test.step('offline, /qrhome opens with the QR code and says the app is offline', async () => {
    await page.goto('/qrhome');
    await expect(page.getByTestId('offline-banner')).toContainText('You are offline');
    await expect(page.getByTestId('qr-uniqueId')).toHaveText(qrUser.uniqueId);
    await expect(page.locator('.qr-card__code svg')).toBeVisible();
  });

  await test.step('offline, another screen opens from the kept shell with the offline state', async () => {
    const res = await page.goto('/home');
    expect(res?.status()).toBe(200);
    await expect(page.getByTestId('offline-banner')).toContainText(
      'Your QR code still works. Tips, balances and payouts need a connection.',
    );
  });

  await test.step('offline, the balance is not answered from any cache: the request fails', async () => {
    expect(await balanceAnswer(page, session.accessToken)).toBe('failed');
  });

  await context.setOffline(false);
  await test.step('back online, the banner goes and the balance answers from the server', async () => {
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
    expect(await balanceAnswer(page, session.accessToken)).toBe('answered 200');
  });
});
