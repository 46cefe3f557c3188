import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInAs } from '../support/accounts';
import { createReceiver } from '../support/tipping';

const AURORA = 'ChIJlocalAuroraHotelDubai01';
const REVIEW_LINK = `https://search.google.com/local/writereview?placeid=${AURORA}`;
const nextYear = String(new Date().getFullYear() + 2);

/** The receiver finds their venue in the place directory (the local catalogue here) and connects it. */
async function connectAurora(page: Page) {
  await page.goto('/reviewPlatform');
  await expect(page.getByRole('heading', { level: 1, name: 'Review platforms' })).toBeVisible();
  await page.getByLabel('Name and city of your place').fill('Aurora Dubai');
  await page.getByRole('button', { name: /Hotel Aurora/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect this place?' });
  await dialog.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByRole('heading', { name: 'Hotel Aurora' })).toBeVisible();
}

/** A guest's tip by card through the API, then their feedback with the tip's feedback token. */
async function guestTipRated(
  request: APIRequestContext,
  tip: { payee: string; amount: number; rating: number; comment: string },
) {
  const tokenized = await request.post('/api/v1/payments/sandbox/tokens', {
    data: {
      type: 'card',
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: Number(nextYear),
      cvc: '123',
    },
  });
  const { token } = (await tokenized.json()).data.paymentMethod;
  const created = await request.post('/api/v1/transactions/createtransactions', {
    headers: { 'idempotency-key': randomUUID() },
    data: {
      payee: tip.payee,
      amount: tip.amount,
      currency: 'USD',
      paymentType: 'card',
      paymentMethod: token,
    },
  });
  const { transaction, feedbackToken } = (await created.json()).data;
  const rated = await request.post('/api/v1/transactions/feedback', {
    data: {
      transactionId: transaction.id,
      feedbackToken,
      rating: tip.rating,
      cannedComments: tip.rating >= 4 ? ['thanksGreatService', 'praiseAboveAndBeyond'] : [],
      comment: tip.comment || undefined,
    },
  });
  expect(rated.ok(), await rated.text()).toBe(true);
}

test.use({ viewport: { width: 375, height: 740 } });

test('a receiver connects Google, a guest rates one star and is offered the review link, the receiver reads it', async ({
  page,
  browser,
  request,
}) => {
  const receiver = await createReceiver(request, 'review');

  await test.step('the receiver connects their place on /reviewPlatform', async () => {
    await signInAs(page, receiver.session, '/reviewPlatform');
    await connectAurora(page);
    await expect(page.getByText('Spotless rooms and the kindest housekeeping team.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open on Google' })).toHaveAttribute('href', REVIEW_LINK);
  });

  await test.step('a guest tips by card and rates it one star', async () => {
    const guest = await browser.newPage({ viewport: { width: 375, height: 740 } });
    await guest.goto(`/tip-receiver-details/${receiver.payeeCode}`);
    await guest.getByRole('radio', { name: '$5', exact: true }).locator('xpath=..').click();
    await expect(guest.locator('.tip-total__value')).toHaveText('$5.00');
    await guest.getByRole('button', { name: /Continue to card details/ }).click();
    await guest.getByLabel('Card number').fill('4242 4242 4242 4242');
    await guest.getByLabel('Expiry date').fill(`12/${nextYear.slice(2)}`);
    await guest.getByLabel('CVC').fill('123');
    await guest.getByLabel('Name on card').fill('Ana Guest');
    await guest.getByRole('button', { name: 'Pay $5.00' }).click();
    const confirm = guest.getByRole('dialog', { name: 'Confirm your tip' });
    await confirm.getByRole('button', { name: 'Pay $5.00' }).click();
    await expect(guest.getByRole('heading', { level: 1, name: 'Transaction Successful' })).toBeVisible();
    await guest.locator('.stars-input__star', { hasText: '1 star' }).click();
    await guest.getByLabel(/Anything else/).fill('The wait was long');
    await guest.getByRole('button', { name: 'Send feedback' }).click();
    await expect(guest.getByRole('heading', { name: 'Thank you for your feedback!' })).toBeVisible();
    // No review gating: one star is offered the same link as five.
    const link = guest.getByRole('link', { name: 'Review on Google' });
    await expect(link).toHaveAttribute('href', REVIEW_LINK);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await guest.close();
  });

  await test.step('the receiver reads the feedback on /reviews', async () => {
    await page.goto('/reviews');
    await expect(page.getByText('The wait was long')).toBeVisible();
    await expect(page.getByRole('img', { name: '1 out of 5 stars' })).toBeVisible();
    await expect(page.getByText('Guest')).toBeVisible();
    await expect(page.getByText('Tip $5.00')).toBeVisible();
    await expect(page.getByText('You need to receive 5 reviews to see your rating.')).toBeVisible();
  });
});

/** With REVIEWS_SCREENS_DIR set, /reviews and /reviewPlatform are saved as pictures at 375 and 1280 px, en and ar. */
const OUT = process.env.REVIEWS_SCREENS_DIR;
const VIEWPORTS = [
  { name: '375', width: 375, height: 740 },
  { name: '1280', width: 1280, height: 800 },
];
for (const lang of ['en', 'ar'] as const) {
  for (const viewport of VIEWPORTS) {
    test(`reviews screens fit: ${lang} ${viewport.name} px`, async ({ page, request }) => {
      const tag = `${lang}-${viewport.name}`;
      if (OUT) mkdirSync(OUT, { recursive: true });
      const receiver = await createReceiver(request, 'reviewshot');
      const words = ['Lovely evening, thank you!', '', 'شكرا جزيلا على الخدمة الرائعة', '', 'Quick and kind'];
      for (const [i, comment] of words.entries())
        await guestTipRated(request, {
          payee: receiver.uniqueId,
          amount: 500 + i * 250,
          rating: 5 - (i % 3),
          comment,
        });
      await page.setViewportSize(viewport);
      await page.addInitScript((l) => window.localStorage.setItem('language', l), lang);
      await signInAs(page, receiver.session, '/reviews');

      async function check(name: string) {
        await page.waitForLoadState('networkidle');
        await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${tag} ${name} is wider than the screen`).toBeLessThanOrEqual(0);
        if (OUT) await page.screenshot({ path: `${OUT}/${tag}-${name}.png`, fullPage: true });
      }
      await expect(page.locator('.review-card')).toHaveCount(5);
      await check('reviews');
      await page.goto('/reviewPlatform');
      await page
        .getByLabel(lang === 'ar' ? 'اسم مكانك ومدينته' : 'Name and city of your place')
        .fill('Hotel');
      await expect(page.locator('.place-search__result').first()).toBeVisible();
      await check('reviewPlatform-connect');
      const connected = await request.post('/api/v1/transactionfeedback/userGoogleData', {
        headers: { authorization: `Bearer ${receiver.session.accessToken}` },
        data: { placeId: AURORA },
      });
      expect(connected.ok()).toBe(true);
      await page.reload();
      await expect(page.locator('.place-card')).toBeVisible();
      await check('reviewPlatform');
    });
  }
}
