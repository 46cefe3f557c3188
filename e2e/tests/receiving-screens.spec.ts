import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createVerifiedUser, signInAs } from '../support/accounts';
import { createGiver, tipByApi } from '../support/tipping';

// Pictures of each receiving screen for a person to look at (with SCREENS_DIR); the test itself checks the layout holds.
const OUT = process.env.SCREENS_DIR;
const VIEWPORTS = [
  { name: '375', width: 375, height: 740 },
  { name: '1280', width: 1280, height: 800 },
];

/** Three tips (the last with the fee covered), as a guest or as a signed-in giver. */
async function tipsFor(request: APIRequestContext, payee: string, giverToken?: string) {
  for (const amount of [1000, 2550, 500])
    await tipByApi(request, { payee, amount, giverToken, coverFee: amount === 500 });
}

/** Nothing wider than the screen, so a phone never scrolls sideways. */
async function expectFits(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const lang of ['en', 'ar'] as const) {
  for (const viewport of VIEWPORTS) {
    test(`receiving screens fit ${viewport.name} px in ${lang}`, async ({
      page,
      request,
      browser,
      baseURL,
    }) => {
      if (OUT) mkdirSync(OUT, { recursive: true });
      await page.setViewportSize(viewport);
      await page.addInitScript((l) => window.localStorage.setItem('language', l), lang);
      const tag = `${lang}-${viewport.name}`;
      const shoot = async (name: string, fullPage = true) => {
        await page.waitForLoadState('networkidle');
        await expectFits(page);
        if (OUT) await page.screenshot({ path: `${OUT}/${tag}-${name}.png`, fullPage });
      };

      const { session } = await createVerifiedUser(request, `rs${lang}${viewport.name}`);
      const user = session.user as { id: string; username: string; uniqueId: string };
      await signInAs(page, session, '/stripe');
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByTestId('payout-state')).toBeVisible();
      await shoot('stripe-unlinked');
      await page.locator('.payout-card .btn--primary').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      if (OUT) {
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${OUT}/${tag}-linking-dialog.png` });
      }
      await page.getByRole('dialog').locator('.btn--primary').click();
      await expect(page.locator('.payout-card[data-state="linked"]')).toBeVisible();
      await shoot('stripe-linked');

      await page.goto('/home');
      await expect(page.locator('.empty')).toBeVisible();
      await shoot('home-empty');
      await tipsFor(request, user.uniqueId);
      await page.reload();
      await expect(page.getByTestId('tip-row')).toHaveCount(3);
      await shoot('home');

      await page.goto('/qrhome');
      await expect(page.getByTestId('qr-code')).toBeVisible();
      await shoot('qrhome');
      await page.goto('/connectedAccount');
      await expect(page.getByTestId('payout-state')).toBeVisible();
      await shoot('connected-account');
      await page.goto('/paymentMethods');
      await expect(page.getByTestId('method-state')).toBeVisible();
      await shoot('payment-methods');

      // A tip giver's dashboard (what they gave) and a visitor's /qrhome, each in a fresh browser.
      const giver = await createGiver(request, `gs${lang}${viewport.name}`);
      await tipsFor(request, user.uniqueId, giver.accessToken);
      for (const [name, path, session] of [
        ['giver-home', '/home', giver],
        ['visitor-qrhome', '/qrhome', null],
      ] as const) {
        const context = await browser.newContext({ viewport, baseURL });
        const other = await context.newPage();
        await other.addInitScript((l) => window.localStorage.setItem('language', l), lang);
        if (session) await signInAs(other, session, path);
        else await other.goto(path);
        await expect(other.locator(session ? '[data-testid="tip-row"]' : '.empty').first()).toBeVisible();
        await other.waitForLoadState('networkidle');
        expect(
          await other.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        ).toBeLessThanOrEqual(0);
        if (OUT) await other.screenshot({ path: `${OUT}/${tag}-${name}.png`, fullPage: true });
        await context.close();
      }
    });
  }
}
