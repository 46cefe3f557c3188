import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD, createVerifiedUser, readCode, signInAs, uniqueEmail } from '../support/accounts';

// Pictures of each receiving screen for a person to look at; the test itself checks the layout holds.
const OUT = process.env.SCREENS_DIR ?? '/tmp/screens-receiving';
const VIEWPORTS = [
  { name: '375', width: 375, height: 740 },
  { name: '1280', width: 1280, height: 800 },
];

/** A verified tip giver signed in through the API. */
async function createGiver(request: APIRequestContext, prefix: string) {
  const email = uniqueEmail(prefix);
  const registered = await request.post('/api/v1/auth/register', {
    data: {
      userType: 'payer',
      firstName: 'Sam',
      lastName: 'Carter',
      username: `${prefix}${Date.now() % 1e8}`,
      email,
      phone: '+14155550123',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      currency: 'USD',
      lang: 'en',
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const otp = await readCode(request, email);
  expect((await request.post('/api/v1/auth/verifyOTP', { data: { email, otp } })).ok()).toBe(true);
  const login = await request.post('/api/v1/auth/login', { data: { email, password: PASSWORD } });
  return ((await login.json()) as { data: { accessToken: string; user: { id: string; username: string } } })
    .data;
}

async function tipsFor(request: APIRequestContext, payee: string, giverToken?: string) {
  for (const amount of [1000, 2550, 500]) {
    const tokenized = await request.post('/api/v1/payments/sandbox/tokens', {
      data: { type: 'card', cardNumber: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' },
    });
    const { token } = ((await tokenized.json()) as { data: { paymentMethod: { token: string } } }).data
      .paymentMethod;
    const tip = await request.post('/api/v1/transactions/createtransactions', {
      headers: {
        'idempotency-key': randomUUID(),
        ...(giverToken ? { authorization: `Bearer ${giverToken}` } : {}),
      },
      data: {
        payee,
        amount,
        currency: 'USD',
        paymentType: 'card',
        paymentMethod: token,
        coverFee: amount === 500,
      },
    });
    expect(tip.ok(), await tip.text()).toBe(true);
  }
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
      mkdirSync(OUT, { recursive: true });
      await page.setViewportSize(viewport);
      await page.addInitScript((l) => window.localStorage.setItem('language', l), lang);
      const tag = `${lang}-${viewport.name}`;
      const shoot = async (name: string, fullPage = true) => {
        await page.waitForLoadState('networkidle');
        await expectFits(page);
        await page.screenshot({ path: `${OUT}/${tag}-${name}.png`, fullPage });
      };

      const { session } = await createVerifiedUser(request, `rs${lang}${viewport.name}`);
      const user = session.user as { id: string; username: string; uniqueId: string };
      await signInAs(page, session, '/stripe');
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByTestId('payout-state')).toBeVisible();
      await shoot('stripe-unlinked');
      await page.locator('.payout-card .btn--primary').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${OUT}/${tag}-linking-dialog.png` });
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
        await other.screenshot({ path: `${OUT}/${tag}-${name}.png`, fullPage: true });
        await context.close();
      }
    });
  }
}
