import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInAs } from '../support/accounts';
import { createGiver, createReceiver, tipByApi } from '../support/tipping';

// Pictures for a person to look at, when CURRENCY_SCREENS_DIR names a folder.
const SHOTS = process.env.CURRENCY_SCREENS_DIR;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A signed-in giver's tip with a comment, then their rating with canned texts and a second comment. */
async function tipWithWords(
  request: APIRequestContext,
  options: { payee: string; giverToken: string; amount: number },
): Promise<void> {
  const tokenized = await request.post('/api/v1/payments/sandbox/tokens', {
    data: { type: 'card', cardNumber: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' },
  });
  const { token } = (await tokenized.json()).data.paymentMethod as { token: string };
  const created = await request.post('/api/v1/transactions/createtransactions', {
    headers: { 'idempotency-key': randomUUID(), ...auth(options.giverToken) },
    data: {
      payee: options.payee,
      amount: options.amount,
      currency: 'USD',
      paymentType: 'card',
      paymentMethod: token,
      comment: 'Spotless room and a lovely note on the pillow, thank you so much for everything!',
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { transaction, feedbackToken } = (await created.json()).data;
  const rated = await request.post('/api/v1/transactions/feedback', {
    headers: auth(options.giverToken),
    data: {
      transactionId: transaction.id,
      rating: 5,
      cannedComments: ['thanksMadeMyDay', 'praiseAboveAndBeyond'],
      comment: 'See you next summer',
      feedbackToken,
    },
  });
  expect(rated.ok(), await rated.text()).toBe(true);
}

/** Reloads the current screen in Arabic (the language choice lives in local storage). */
async function inArabic(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.setItem('language', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 812 : 900 } });

    test("a receiver's USD tips stay after switching to EUR, and a giver's words show on the row and detail", async ({
      page,
      request,
    }) => {
      const receiver = await createReceiver(request, 'cur');
      const giver = await createGiver(request, 'words');
      await tipWithWords(request, { payee: receiver.uniqueId, giverToken: giver.accessToken, amount: 1000 });
      await tipByApi(request, { payee: receiver.uniqueId, amount: 500 });

      await test.step('changes the default currency to EUR on /Home', async () => {
        await signInAs(page, receiver.session, '/Home');
        await page.getByRole('button', { name: /^Currency/ }).click();
        const dialog = page.getByRole('dialog', { name: 'Default currency' });
        await dialog.getByLabel('Search by code or name').fill('euro');
        await dialog.getByLabel(/EUR/).check();
        await dialog.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByRole('button', { name: /^Currency/ })).toContainText('EUR');
      });

      await test.step('/home still shows the USD tips and totals, and says nothing came in EUR', async () => {
        await page.goto('/home');
        const usd = page.getByTestId('figures-USD');
        await expect(usd.getByTestId('figure-total')).toContainText('$14.25');
        await expect(usd.getByTestId('figure-available')).toContainText('$14.25');
        await expect(usd.getByTestId('figure-todayTips')).toContainText('2');
        await expect(page.getByTestId('figures-EUR')).toHaveCount(0);
        await expect(page.getByTestId('currency-note')).toContainText('Nothing received in EUR');
        await expect(page.getByRole('heading', { name: 'Tips per day in USD' })).toBeVisible();
        await expect(page.getByTestId('tip-amount')).toHaveText(['$4.75', '$9.50']);
      });

      const row = page.getByTestId('tip-row').filter({ hasText: 'Spotless room' });
      await test.step("the giver's comment and canned texts are on the tip's row", async () => {
        await expect(row).toContainText('Rated 5 stars');
        await expect(row).toContainText('Thank you, you made my day!');
        await expect(row).toContainText('Went above and beyond');
        await expect(row).toContainText('See you next summer');
        const box = await row.boundingBox();
        expect(box && box.width).toBeLessThanOrEqual(width);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/home-en-${width}.png`, fullPage: true });
      });

      await test.step('and in its detail', async () => {
        await row.getByRole('button', { name: /^Tip details/ }).click();
        const detail = page.getByRole('dialog', { name: 'Tip details' });
        await expect(detail).toContainText('$9.50');
        await expect(detail).toContainText(giver.user.username);
        await expect(detail).toContainText('Rated 5 stars');
        await expect(detail).toContainText('Thank you, you made my day!');
        await expect(detail).toContainText('thank you so much for everything!');
        await expect(detail).toContainText('See you next summer');
        await expect(detail).toContainText('Not refunded');
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/detail-en-${width}.png` });
      });

      await test.step('the same screens in Arabic', async () => {
        await inArabic(page);
        await expect(page.getByTestId('figures-USD')).toBeVisible();
        await expect(page.getByTestId('tip-row').first()).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/home-ar-${width}.png`, fullPage: true });
        await page
          .getByTestId('tip-row')
          .filter({ hasText: 'Spotless room' })
          .getByRole('button')
          .first()
          .click();
        await expect(page.getByRole('dialog')).toContainText('See you next summer');
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/detail-ar-${width}.png` });
      });
    });

    test('an account without a phone saves its profile; a bad phone or a taken name shows under its field', async ({
      page,
      request,
    }) => {
      const receiver = await createReceiver(request, 'nophone');
      const other = await createReceiver(request, 'taken');
      // An account from an older seed, or from Google sign-in, has no phone: the server says so.
      const withoutPhone = { ...receiver.session, user: { ...receiver.session.user, phone: null } };
      await page.route('**/api/v1/user/profile', async (route) => {
        const response = await route.fetch();
        const body = await response.json();
        body.data.user.phone = null;
        await route.fulfill({ response, json: body });
      });
      await signInAs(page, withoutPhone, '/profile');
      const phone = page.getByLabel('Phone number');
      await expect(phone).toHaveValue('');

      await test.step('saves a new first name without a phone', async () => {
        await page.getByLabel('First name').fill('Joana');
        const [sent] = await Promise.all([
          page.waitForRequest((r) => r.url().includes('/api/v1/user/update/')),
          page.getByRole('button', { name: 'Save' }).click(),
        ]);
        expect(sent.postDataJSON()).toEqual({ firstName: 'Joana' });
        await expect(page.getByText('User updated successfully')).toBeVisible();
      });

      await test.step("another person's user name is named under the user name field", async () => {
        const name = page.getByLabel('User name');
        await name.fill(other.username);
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(name).toHaveAccessibleDescription(/This user name is already taken/);
        await expect(name).toBeFocused();
      });

      await test.step('a bad phone is named under the phone field', async () => {
        await phone.fill('0612 345');
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(phone).toHaveAttribute('aria-invalid', 'true');
        await expect(phone).toHaveAccessibleDescription(/Please enter valid phone number/);
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/profile-en-${width}.png`, fullPage: true });
      });

      await test.step('in Arabic', async () => {
        await inArabic(page);
        const arPhone = page.locator('input[type="tel"]');
        await arPhone.fill('0612 345');
        await page.locator('form button[type="submit"]').click();
        await expect(arPhone).toHaveAttribute('aria-invalid', 'true');
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/profile-ar-${width}.png`, fullPage: true });
      });
    });
  });
}
