import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { PASSWORD, createVerifiedUser, readCode, signInAs, uniqueEmail } from '../support/accounts';
import { animationsDone, seriousViolations } from '../support/axe';

/**
 * Every screen of the giver's tip path, on a phone (375 px) and a desktop (1280 px), in English and
 * right-to-left Arabic: nothing wider than the screen, no serious axe violation on the phone. With
 * TIPPING_SCREENS_DIR set, each screen is also saved there as a picture for a person to look at.
 */
const OUT = process.env.TIPPING_SCREENS_DIR;
const VIEWPORTS = [
  { name: '375', width: 375, height: 740 },
  { name: '1280', width: 1280, height: 800 },
];

async function receiverFor(request: APIRequestContext) {
  const { session } = await createVerifiedUser(request, 'shot');
  await request.post('/api/v1/user/checkStripAccount', {
    headers: { authorization: `Bearer ${session.accessToken}` },
  });
  return session.user as { id: string; username: string; payeeCode: string; uniqueId: string };
}

async function giverFor(request: APIRequestContext) {
  const email = uniqueEmail('shotgiver');
  await request.post('/api/v1/auth/register', {
    data: {
      userType: 'payer',
      firstName: 'Sam',
      lastName: 'Carter',
      username: `shotgiver${Date.now() % 1e8}`,
      email,
      phone: '+14155550123',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    },
  });
  await request.post('/api/v1/auth/verifyOTP', { data: { email, otp: await readCode(request, email) } });
  const login = await request.post('/api/v1/auth/login', { data: { email, password: PASSWORD } });
  return ((await login.json()) as { data: { accessToken: string; user: { id: string; username: string } } })
    .data;
}

for (const lang of ['en', 'ar'] as const) {
  for (const viewport of VIEWPORTS) {
    test(`the tip path fits and reads well: ${lang} ${viewport.name} px`, async ({ page, request }) => {
      test.setTimeout(180_000);
      const tag = `${lang}-${viewport.name}`;
      const phone = viewport.width < 768;
      if (OUT) mkdirSync(OUT, { recursive: true });
      await page.setViewportSize(viewport);
      await page.addInitScript((l) => window.localStorage.setItem('language', l), lang);
      await page.addInitScript(() => {
        navigator.mediaDevices.getUserMedia = async () => {
          throw new DOMException('Permission denied', 'NotAllowedError');
        };
      });

      async function check(name: string, options: { dialog?: boolean } = {}) {
        await page.waitForLoadState('networkidle');
        await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${tag} ${name} is wider than the screen`).toBeLessThanOrEqual(0);
        if (phone) {
          const found = await seriousViolations(page, `${tag} ${name}`, {
            tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
            include: options.dialog ? '[role=dialog]' : undefined,
          });
          expect(found).toEqual([]);
        }
        if (!OUT) return;
        await animationsDone(page);
        await page.screenshot({ path: `${OUT}/${tag}-${name}.png`, fullPage: !options.dialog });
      }
      const dialog = page.getByRole('dialog');
      const receiver = await receiverFor(request);

      // A guest, from the receiver's QR link to the feedback.
      await page.goto(`/tip-receiver-details/${receiver.payeeCode}`);
      await expect(page.getByRole('heading', { level: 1, name: receiver.username })).toBeVisible();
      // The link opens on the amount step (server-rendered): the receiver and the choices at once.
      await check('01-receiver');
      await page.locator('.money-input input').first().fill('48.50');
      await page.locator('.chip:has([name=tip-percent])').nth(2).click();
      await page.locator('.tip-page .check input').check();
      await check('02-calculate');
      await page.locator('.pay-bar button').click();
      await page.locator('.card-form button[type=submit]').click();
      await expect(page.locator('.field__error').first()).toBeVisible();
      await check('03-add-card-errors');
      const fill = async (number: string) => {
        await page.locator('[name=card-number]').fill(number);
        await page.locator('[name=card-expiry]').fill(`12/${String(new Date().getFullYear() + 2).slice(2)}`);
        await page.locator('[name=card-cvc]').fill('123');
        await page.locator('[name=card-name]').fill(lang === 'ar' ? 'سارة أحمد' : 'Ana Guest');
        await page.locator('.card-form button[type=submit]').click();
      };
      await fill('4000 0000 0000 0002');
      await expect(dialog).toBeVisible();
      await check('04-confirm-dialog', { dialog: true });
      await dialog.locator('.btn--primary').click();
      await expect(page.locator('.pay-failure')).toBeVisible();
      await check('05-declined');
      await page.locator('.pay-failure .btn--primary').click();
      await fill('4242 4242 4242 4242');
      await dialog.locator('.btn--primary').click();
      await expect(page.locator('.success')).toBeVisible();
      await check('06-success');
      await page.locator('.stars-input__star').nth(4).click();
      await page.locator('.toggle-chip').nth(0).click();
      await page.locator('.toggle-chip').nth(4).click();
      await check('07-feedback-form');
      await page.locator('.feedback-form button[type=submit]').click();
      await expect(page.locator('.feedback-form')).toHaveCount(0);
      await check('08-feedback-sent');

      // A signed-in giver: scan screen, ID errors, receiver dialog, card list, feedback screen.
      const giver = await giverFor(request);
      await signInAs(page, giver, '/QRScan');
      await expect(page.locator('.unique-id-input')).toBeVisible();
      await check('09-scan');
      // The camera is refused (stubbed above): the giver is told how to allow it or type the ID.
      await page.locator('.scan-grid button').first().click();
      await expect(page.locator('.scan-grid .notice[role=alert]')).toBeVisible();
      await page.locator('.unique-id-input').fill('123456789');
      await page.locator('.scan-grid form button[type=submit]').click();
      await expect(page.locator('.field__error')).toBeVisible();
      await check('10-scan-errors');
      await page.locator('.unique-id-input').fill(receiver.uniqueId);
      await page.locator('.scan-grid form button[type=submit]').click();
      await expect(dialog).toBeVisible();
      await check('11-receiver-dialog', { dialog: true });
      await dialog.locator('.btn--primary').click();
      await page.locator('.money-input input').first().fill('30');
      await page.goto('/payeeDetails');
      await expect(page.locator('.receiver-panel')).toBeVisible();
      await check('12-payee-details');
      await page.goto('/choose-card');
      await expect(page.locator('.cards-empty')).toBeVisible();
      await check('13-choose-card-empty');
      await page.locator('.cards-empty a').click();
      // Saving asks first; the box is ticked once the giver agrees.
      await page.locator('.check input').click();
      await expect(dialog).toBeVisible();
      await check('14-save-card-prompt', { dialog: true });
      await dialog.locator('.btn--primary').click();
      await fill('4000 0000 0000 0002');
      await dialog.locator('.btn--primary').click();
      await expect(page.locator('.pay-failure')).toBeVisible();
      // The saved card is offered from now on (in this visit: no reload).
      await page.locator('a.tip-back').click();
      await page.locator('.pay-bar button').click();
      await expect(page.locator('.choice-card')).toHaveCount(1);
      await check('15-choose-card-saved');
      await page.locator('a[href="/add-card"]').first().click();
      await fill('4242 4242 4242 4242');
      await dialog.locator('.btn--primary').click();
      await expect(page.locator('.success')).toBeVisible();
      await check('16-success-signed-in');
      await page.locator('.feedback-card a').click();
      await expect(page.locator('.feedback-form')).toBeVisible();
      await check('17-feedback-page');
      await page.goto('/CalculateTip');
      await expect(page.locator('.empty')).toBeVisible();
      await check('18-no-tip');
    });
  }
}
