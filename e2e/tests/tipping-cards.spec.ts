import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from '../support/accounts';
import { createGiver, createReceiver } from '../support/tipping';

/**
 * Saved cards (GET/POST/DELETE /cards) and the 3-D Secure step in sandbox mode, on a phone. With
 * W1_SCREENS_DIR set, the new dialogs and /choose-card are also saved as pictures at 375 and 1280 px,
 * in English and Arabic.
 */
const OUT = process.env.W1_SCREENS_DIR;

const nextYear = String(new Date().getFullYear() + 2);

/**
 * From the receiver's link to the card step, with a fixed tip. A signed-in giver confirms the
 * receiver first ("Tip <name>"); a guest's link opens on the amount step.
 */
async function startTip(page: Page, payeeCode: string, username: string, amount: string) {
  await page.goto(`/tip-receiver-details/${payeeCode}`);
  const signedIn = await page.evaluate(() => window.localStorage.getItem('persist:root') !== null);
  if (signedIn) await page.getByRole('button', { name: `Tip ${username}` }).click();
  await page.getByRole('radio', { name: 'Fixed amount' }).check({ force: true });
  await page.getByLabel('Tip amount').fill(amount);
  await page.getByRole('button', { name: /Continue to card details/ }).click();
}

async function enterCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date').fill(`12/${nextYear.slice(2)}`);
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Ana Giver');
}

/** At 375 and 1280 px nothing is wider than the screen; pictures when asked (left at 375 px). */
async function shoot(page: Page, name: string) {
  if (OUT) mkdirSync(OUT, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width < 768 ? 740 : 800 });
    await page.waitForTimeout(250);
    if (OUT) await page.screenshot({ path: `${OUT}/${name}-${width}.png` });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width} px is wider than the screen`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 375, height: 740 });
}

test.use({ viewport: { width: 375, height: 740 } });

test('a signed-in giver saves a card, tips again with it from /choose-card, then removes it', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const receiver = await createReceiver(request, 'cards');
  const giver = await createGiver(request, 'cardgiver');
  await signInAs(page, giver, '/Home');

  await test.step('no saved card yet: straight to the card form; saving asks first', async () => {
    await startTip(page, receiver.payeeCode, receiver.username, '5');
    await expect(page).toHaveURL(/\/add-card$/);
    // Ticking asks first (SPEC 8 "save card"): the box is ticked once the giver agrees.
    await page.getByRole('checkbox', { name: /Save this card/ }).click();
    const prompt = page.getByRole('dialog', { name: 'Save this card?' });
    await prompt.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByRole('checkbox', { name: /Save this card/ })).toBeChecked();
    await enterCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page.getByText('Card saved')).toBeVisible();
    await page
      .getByRole('dialog', { name: 'Confirm your tip' })
      .getByRole('button', { name: 'Pay $5.00' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Transaction Successful' })).toBeVisible();
  });

  const cards = await request.get('/api/v1/cards', {
    headers: { authorization: `Bearer ${giver.accessToken}` },
  });
  const saved = ((await cards.json()) as { data: { cards: { id: string; last4: string }[] } }).data.cards;
  expect(saved.map((card) => card.last4)).toEqual(['4242']);

  await test.step('the next tip offers the saved card and pays with it', async () => {
    await startTip(page, receiver.payeeCode, receiver.username, '4');
    await expect(page).toHaveURL(/\/choose-card$/);
    await expect(page.getByRole('radio', { name: /Visa •••• 4242/ })).toBeChecked();
    await shoot(page, 'choose-card-en');
    await page.getByRole('button', { name: 'Pay $4.00' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm your tip' })
      .getByRole('button', { name: 'Pay $4.00' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Transaction Successful' })).toBeVisible();
    await expect(page.getByText('Visa •••• 4242')).toBeVisible();
  });

  await test.step('removing the card asks first, then the list is empty', async () => {
    await startTip(page, receiver.payeeCode, receiver.username, '3');
    await page.getByRole('button', { name: 'Remove Visa •••• 4242' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this card?' });
    await expect(dialog).toContainText('Visa •••• 4242');
    await shoot(page, 'remove-card-dialog-en');
    await dialog.getByRole('button', { name: 'Remove card' }).click();
    await expect(page.getByText("You haven't added any card yet!")).toBeVisible();
    await expect(page.getByText('Card removed')).toBeVisible();
    const after = await request.get('/api/v1/cards', {
      headers: { authorization: `Bearer ${giver.accessToken}` },
    });
    expect(((await after.json()) as { data: { cards: unknown[] } }).data.cards).toEqual([]);
  });
});

for (const outcome of ['complete', 'fail'] as const) {
  test(`a guest's card asks for 3-D Secure; the giver ${outcome === 'complete' ? 'confirms and the tip is paid' : 'fails it and is told'}`, async ({
    page,
    request,
  }) => {
    const receiver = await createReceiver(request, 'cards');
    await startTip(page, receiver.payeeCode, receiver.username, '5');
    await enterCard(page, '4000002500003155');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await page
      .getByRole('dialog', { name: 'Confirm your tip' })
      .getByRole('button', { name: 'Pay $5.00' })
      .click();

    const bank = page.getByRole('dialog', { name: 'Confirm this payment with your bank' });
    await expect(bank).toContainText('Test mode');
    await expect(bank).toContainText(receiver.username);
    await expect(bank).toContainText('$5.00');
    await expect(page.getByRole('dialog')).toHaveCount(1);
    if (outcome === 'complete') {
      await shoot(page, 'bank-dialog-en');
      await bank.getByRole('button', { name: 'Confirm payment' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Transaction Successful' })).toBeVisible();
      return;
    }
    await bank.getByRole('button', { name: 'Fail authentication' }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'The payment did not go through' });
    await expect(failure).toContainText(
      'The payment was not confirmed with your bank, so nothing was charged. Please try again or use another card.',
    );
    await expect(failure.getByRole('button', { name: 'Use another card' })).toBeVisible();
    await shoot(page, 'bank-failed-en');
    // Trying again is a new attempt: the bank asks again, and this time it is confirmed.
    await failure.getByRole('button', { name: 'Try again' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm this payment with your bank' })
      .getByRole('button', { name: 'Confirm payment' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Transaction Successful' })).toBeVisible();
  });
}

test('Arabic: the bank dialog and /choose-card read right to left and fit', async ({ page, request }) => {
  test.setTimeout(150_000);
  const receiver = await createReceiver(request, 'cards');
  const giver = await createGiver(request, 'cardgiver');
  await page.addInitScript(() => window.localStorage.setItem('language', 'ar'));
  await signInAs(page, giver, '/Home');
  await page.goto(`/tip-receiver-details/${receiver.payeeCode}`);
  await page.locator('.receiver-panel .btn--primary').click();
  await page.locator('input[name="tip-mode"][value="amount"]').check({ force: true });
  await page.locator('.money-input input').first().fill('5');
  await page.locator('.pay-bar button').click();
  // The tip summary has a check box too (cover the fee): tick the card form's, once it is there.
  await expect(page).toHaveURL(/\/add-card$/);
  await page.locator('.card-form .check input').click();
  await page.getByRole('dialog').locator('.btn--primary').click();
  await enterCardByName(page, '4000002500003155');
  await page.locator('.card-form button[type=submit]').click();
  await page.getByRole('dialog').locator('.btn--primary').click();
  await expect(page.locator('.bank-step')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  await shoot(page, 'bank-dialog-ar');
  await page.getByRole('dialog').locator('.btn--primary').click();
  await expect(page.locator('.success')).toBeVisible();
  await startTipAr(page, receiver.payeeCode);
  await expect(page.locator('.saved-card')).toHaveCount(1);
  await shoot(page, 'choose-card-ar');
  await page.locator('.saved-card__remove').click();
  await expect(page.getByRole('dialog')).toContainText('Visa •••• 3155');
  await shoot(page, 'remove-card-dialog-ar');
});

async function enterCardByName(page: Page, number: string) {
  await page.locator('[name="card-number"]').fill(number);
  await page.locator('[name="card-expiry"]').fill(`12/${nextYear.slice(2)}`);
  await page.locator('[name="card-cvc"]').fill('123');
  await page.locator('[name="card-name"]').fill('Ana Giver');
}

async function startTipAr(page: Page, payeeCode: string) {
  await page.goto(`/tip-receiver-details/${payeeCode}`);
  await page.locator('.receiver-panel .btn--primary').click();
  await page.locator('input[name="tip-mode"][value="amount"]').check({ force: true });
  await page.locator('.money-input input').first().fill('4');
  await page.locator('.pay-bar button').click();
  await expect(page).toHaveURL(/\/choose-card$/);
}
