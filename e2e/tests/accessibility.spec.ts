import { expect, test, type Page } from '@playwright/test';
import { createVerifiedUser, signInAs } from '../support/accounts';
import { axeResults, seriousViolations } from '../support/axe';
import { createReceiver } from '../support/tipping';

async function expectNoSeriousViolations(page: Page, label: string) {
  expect(
    await seriousViolations(page, label, { tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }),
  ).toEqual([]);
}

const PUBLIC_SCREENS = [
  '/',
  '/welcome',
  '/login',
  '/roles',
  '/accountTypes',
  '/individualRegister',
  '/businessAccount',
  '/verification',
  '/forgotpassword',
  '/PrivacyPolicy',
  '/no/such/page',
];

test('public screens have no serious or critical axe violations', async ({ page }) => {
  for (const path of PUBLIC_SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectNoSeriousViolations(page, path);
  }
});

test('form errors stay accessible', async ({ page }) => {
  await page.goto('/individualRegister');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Please enter first name')).toBeVisible();
  await expectNoSeriousViolations(page, 'register with errors');
});

test('signed-in screens and dialogs have no serious or critical axe violations', async ({
  page,
  request,
}) => {
  const { session } = await createVerifiedUser(request, 'axe');
  await signInAs(page, session);
  for (const path of ['/Home', '/myAccounts', '/ChangePassword', '/ContactUs', '/Occupation', '/chat']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectNoSeriousViolations(page, path);
  }
  await page.goto('/Home');
  await page.getByRole('button', { name: /^Language/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousViolations(page, 'language dialog');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Currency/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousViolations(page, 'currency dialog');
});

test('the Arabic layout has no serious or critical axe violations', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('language', 'ar'));
  for (const path of ['/welcome', '/login']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectNoSeriousViolations(page, `ar ${path}`);
  }
});

test('the guest tip page has no axe violations at all, in English and Arabic, amount and card steps', async ({
  page,
  request,
}) => {
  const receiver = await createReceiver(request, 'axeguest');
  for (const lang of ['en', 'ar']) {
    await page.goto(`/tip-receiver-details/${receiver.payeeCode}?lang=${lang}`);
    await expect(page.getByRole('heading', { level: 1, name: receiver.username })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const all = async (label: string) => {
      const results = await axeResults(page);
      expect(results.violations.map((v) => `${label}: ${v.id} (${v.impact})`)).toEqual([]);
    };
    await all(`guest ${lang}`);
    await page.locator('.guest-lang summary').click();
    await all(`guest ${lang} language list`);
    await page.locator('.guest-lang summary').click();
    await page.locator('input[type="radio"]').first().locator('xpath=..').click();
    await page.locator('.pay-bar button').click();
    await expect(page.locator('input[name="card-number"]')).toBeVisible();
    await all(`guest ${lang} card step`);
  }
});
