import { expect, test } from '@playwright/test';
import { createReceiver } from '../support/tipping';

/**
 * The guest's tip page is server-rendered: what the first HTML response already shows, with and
 * without JavaScript, and that React takes it over without a hydration mismatch.
 */

test('the first HTML response of a receiver link shows the receiver and the amount choices, in English and Arabic', async ({
  request,
}) => {
  const receiver = await createReceiver(request, 'ssr');
  const link = `/tip-receiver-details/${receiver.payeeCode}`;

  const english = await request.get(link, { headers: { 'accept-language': 'en-US,en;q=0.9' } });
  expect(english.status()).toBe(200);
  const html = await english.text();
  expect(html).toMatch(/<html lang="en" dir="ltr"/);
  expect(html).toContain(receiver.username);
  expect(html).toContain('It takes minimum 5 reviews to reveal the overall rating');
  for (const choice of ['$5', '$10', '15%']) expect(html).toContain(choice);
  expect(html).toContain('id="guest-data"');

  const arabic = await request.get(`${link}?lang=ar`);
  const arabicHtml = await arabic.text();
  expect(arabicHtml).toMatch(/<html lang="ar" dir="rtl"/);
  expect(arabicHtml).toContain(receiver.username);
  expect(arabicHtml).toContain('15%');

  const missing = await request.get('/tip-receiver-details/ZZZZZZZZZZ');
  expect(missing.status()).toBe(404);
});

test('the page hydrates without a mismatch warning and a preset is one tap', async ({ page, request }) => {
  const receiver = await createReceiver(request, 'hydrate');
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`/tip-receiver-details/${receiver.payeeCode}`);
  await page.waitForLoadState('networkidle');
  await page.getByRole('radio', { name: '$5', exact: true }).locator('xpath=..').click();
  await expect(page.locator('.tip-total__value')).toHaveText('$5.00');
  expect(problems.filter((text) => /hydrat|did not match|mismatch/i.test(text))).toEqual([]);
  expect(problems).toEqual([]);
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 667 } });

  test('the receiver and the amount choices are still on screen', async ({ page, request }) => {
    const receiver = await createReceiver(request, 'nojs');
    await page.goto(`/tip-receiver-details/${receiver.payeeCode}`);
    await expect(page.getByRole('heading', { level: 1, name: receiver.username })).toBeVisible();
    await expect(page.getByRole('radio', { name: '$5', exact: true })).toBeAttached();
    await expect(page.getByText('$5', { exact: true })).toBeVisible();
    await expect(page.getByText('15%', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /Continue to card details/ })).toBeInViewport();
  });

  test('in Arabic, right to left', async ({ page, request }) => {
    const receiver = await createReceiver(request, 'nojsar');
    await page.goto(`/tip-receiver-details/${receiver.payeeCode}?lang=ar`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: receiver.username })).toBeVisible();
    await expect(page.getByText('15%', { exact: true })).toBeVisible();
  });
});

test.describe('the guest page at 375 px (issue 27)', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('has a header with the logo, a language switch and sign-in, and the way back from the card step in view', async ({
    page,
    request,
  }) => {
    const receiver = await createReceiver(request, 'header');
    await page.goto(`/tip-receiver-details/${receiver.payeeCode}`);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'OpenTip home' })).toHaveAttribute('href', '/');
    await expect(header.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('main')).toContainText(receiver.username);

    await expect(header.locator('summary')).toContainText('Language: English');
    await header.locator('summary').click();
    await header.getByRole('link', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('banner').getByRole('link', { name: 'تسجيل الدخول' })).toBeVisible();
    // The choice is kept as the app keeps it (SPEC 1): the plain link opens in Arabic too.
    await page.goto(`/tip-receiver-details/${receiver.payeeCode}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.evaluate(() => window.localStorage.setItem('language', 'en'));
    await page.goto(`/tip-receiver-details/${receiver.payeeCode}?lang=en`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

    await page.getByRole('radio', { name: '$5', exact: true }).locator('xpath=..').click();
    await page.getByRole('button', { name: /Continue to card details/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Card details' })).toBeVisible();
    const back = page.getByRole('button', { name: 'Change the amount or payment type' });
    await expect(back).toBeInViewport();
    const backBox = (await back.boundingBox())!;
    const barBox = (await page.locator('.pay-bar').boundingBox())!;
    expect(backBox.y + backBox.height).toBeLessThanOrEqual(barBox.y);
    await back.click();
    await expect(page.getByRole('button', { name: /Continue to card details/ })).toBeVisible();
  });
});
