import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { BUSINESS, createVerifiedUser, PASSWORD, readCode, signInAs, uniqueEmail } from '../support/accounts';
import { createPromoCode } from '../support/operator';
import { checkScreen } from '../support/screens';

/**
 * A business signs up, adds a sandbox card, subscribes with a promo code, sees its renewal and its
 * invoice, and cancels at the period's end (375 px). With BILLING_SCREENS_DIR set, /Subscription and
 * /business-subscription are saved at 375 and 1280 px in English and Arabic for a person to look at.
 */
const OUT = process.env.BILLING_SCREENS_DIR;
// A 1x1 PNG: the business sign-up screen asks for a logo.
const LOGO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Through the screen's own card dialog (sandbox test card), in any language. */
async function addSandboxCard(page: Page, shot?: () => Promise<void>): Promise<void> {
  await page.getByTestId('add-card').click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('[autocomplete="cc-number"]').fill('4242 4242 4242 4242');
  await dialog.locator('[autocomplete="cc-exp"]').fill(`12/${String(new Date().getFullYear() + 3).slice(2)}`);
  await dialog.locator('[autocomplete="cc-csc"]').fill('123');
  await dialog.locator('[autocomplete="cc-name"]').fill('Lea Ortiz');
  if (shot) await shot();
  await dialog.locator('button[type="submit"]').click();
  await expect(dialog).toBeHidden();
}

test('a business signs up, subscribes with a promo code and cancels at the period end', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const email = uniqueEmail('biz');
  const username = `biz${Date.now() % 1e8}`;
  const code = `E2E${Date.now() % 1e8}`;

  await test.step('sign up as a business and verify the e-mail', async () => {
    await page.goto('/businessAccount');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO });
    await expect(page.getByText('Change')).toBeVisible();
    await page.getByLabel('First name').fill(BUSINESS.firstName);
    await page.getByLabel('Last name').fill(BUSINESS.lastName);
    await page.getByLabel('User name').fill(username);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone number').fill(BUSINESS.phone);
    await page.getByLabel('Business name').fill(BUSINESS.businessName);
    await page.getByLabel('Business type').selectOption('corporation');
    await page.getByLabel('Estimated yearly revenue').selectOption('under100k');
    await page.getByLabel('Currency').selectOption('USD');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/verification$/);
    await page.getByLabel('Verification code').fill(await readCode(request, email));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page).toHaveURL(/\/Home$/);
  });

  await test.step('the trial, and a sandbox card added', async () => {
    await page.goto('/business-subscription');
    await expect(page.getByTestId('status')).toContainText('Free trial');
    await expect(page.getByTestId('status')).toContainText('14 days left in your free trial');
    await expect(page.getByText("You haven't added any card yet!")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Subscribe', exact: true })).toBeDisabled();
    await addSandboxCard(page);
    await expect(page.getByRole('radio', { name: /Visa •••• 4242/ })).toBeChecked();
  });

  await test.step('a promo code: required, unknown, then accepted', async () => {
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Promo Code is required')).toBeVisible();
    await page.getByLabel('Promo code').fill('NO-SUCH-CODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('This promo code does not exist.')).toBeVisible();
    await createPromoCode(request, code, 20, 10);
    await page.getByLabel('Promo code').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `${code}: 20% off the first period` }),
    ).toBeVisible();
  });

  await test.step('subscribe monthly after the confirmation', async () => {
    await page.getByRole('radio', { name: /Monthly/ }).check();
    await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
    // What is charged now, after the code: not the plan's $29.00.
    const dialog = page.getByRole('dialog', { name: 'Subscribe to Monthly for $23.20?' });
    await expect(dialog.getByTestId('subscribe-figures')).toContainText('$29.00 a month');
    await expect(dialog.getByTestId('subscribe-figures')).toContainText(`Promo code ${code}`);
    await expect(dialog.getByTestId('subscribe-figures')).toContainText('-$5.80');
    await expect(dialog.getByTestId('charged-now')).toHaveText('$23.20');
    await expect(dialog).toContainText('Then $29.00 every month, charged to Visa •••• 4242.');
    await expect(dialog.getByTestId('trial-ends-now')).toContainText('Paying now ends your free trial today');
    await dialog.getByRole('button', { name: 'Pay and subscribe' }).click();
    await expect(page.getByTestId('status')).toContainText('Active');
    await expect(page.getByTestId('status')).toContainText(/Monthly plan\. Next renewal on .+: \$29\.00\./);
    await expect(page.getByTestId('invoice')).toHaveCount(1);
    await expect(page.getByTestId('invoice')).toContainText('$23.20');
    await expect(page.getByTestId('invoice')).toContainText('Paid');
  });

  await test.step('the invoice downloads as a PDF', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: /^Download PDF: invoice OT-/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^opentip-invoice-OT-[0-9A-F]{8}-0001\.pdf$/);
    const file = await download.path();
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    if (OUT) await download.saveAs(`${OUT}/invoice.pdf`);
  });

  await test.step('cancel at the period end, shown until when', async () => {
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel your subscription?' });
    await expect(dialog).toContainText(/It ends on .+\./);
    await dialog.getByRole('button', { name: 'Cancel at period end' }).click();
    await expect(page.getByTestId('status')).toContainText('Ending');
    await expect(page.getByTestId('status')).toContainText(
      /you keep everything until .+\. Nothing more is charged\./,
    );
    await expect(page.getByRole('button', { name: 'Keep my subscription' })).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('status')).toContainText('Ending');
  });
});

const VIEWPORTS = [
  { name: '375', width: 375, height: 740 },
  { name: '1280', width: 1280, height: 800 },
];

for (const lang of ['en', 'ar'] as const) {
  for (const viewport of VIEWPORTS) {
    test(`subscription screens fit: ${lang} ${viewport.name} px`, async ({ page, request }) => {
      const tag = `${lang}-${viewport.name}`;
      if (OUT) mkdirSync(OUT, { recursive: true });
      await page.setViewportSize(viewport);
      await page.addInitScript((l) => window.localStorage.setItem('language', l), lang);

      const check = (name: string) => checkScreen(page, { lang, tag, name, out: OUT, fullPage: true });

      await page.goto('/Subscription');
      await expect(page.getByTestId('plan-monthly')).toBeVisible();
      await check('subscription');

      const { session } = await createVerifiedUser(request, 'bizshot', BUSINESS);
      await signInAs(page, session, '/business-subscription');
      await expect(page.getByTestId('status')).toBeVisible();
      await addSandboxCard(page, () => check('business-add-card'));
      await check('business-subscription-trial');

      const code = `SHOT${Date.now() % 1e8}`;
      await createPromoCode(request, code, 20, 10);
      await page.locator('.billing-promo input').fill(code);
      await page.locator('.billing-promo button[type="submit"]').click();
      await expect(page.locator('.billing-promo-applied')).toBeVisible();
      await page.locator('.billing-page .btn--lg').click();
      await expect(page.getByTestId('charged-now')).toBeVisible();
      await check('business-subscribe-confirm');
      await page.getByRole('dialog').locator('.btn--primary').click();
      await expect(page.getByTestId('invoice')).toHaveCount(1);
      await check('business-subscription-active');
    });
  }
}
