import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { signInAs } from '../support/accounts';
import { createGiver, createReceiver } from '../support/tipping';

const nextYear = String(new Date().getFullYear() + 2);

/** Types the card (one MM/YY expiry field), then taps the card step's Pay button. */
async function payByCard(page: Page, number: string) {
  await enterCard(page, number);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

async function enterCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date').fill(`12/${nextYear.slice(2)}`);
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Ana Guest');
}

test.use({ viewport: { width: 375, height: 740 } });

test('a guest opens a receiver link, tips 15 % of the bill by card and leaves feedback', async ({
  page,
  request,
}) => {
  const receiver = await createReceiver(request);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });

  await test.step('the QR link shows who is tipped', async () => {
    await page.goto(`/tip-receiver-details/${receiver.payeeCode}`);
    await expect(page.getByRole('heading', { level: 1, name: receiver.username })).toBeVisible();
    await expect(page.getByText('It takes minimum 5 reviews to reveal the overall rating')).toBeVisible();
  });

  await test.step('15 % of a 40.00 bill, and what the receiver gets', async () => {
    await page.getByLabel('Bill amount').fill('40');
    await page.getByText('15%', { exact: true }).click();
    await expect(page.locator('.tip-total__value')).toHaveText('$6.00');
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary.locator('.summary__row', { hasText: 'receives' }).locator('dd')).toHaveText('$5.70');
    await expect(summary.locator('.summary__row', { hasText: 'You pay' }).locator('dd')).toHaveText('$6.00');
    await page.getByRole('button', { name: /Continue to card details/ }).click();
    await expect(page).toHaveURL(/\/add-card$/);
  });

  await test.step('pays with the test card after the confirmation prompt', async () => {
    await payByCard(page, '4242 4242 4242 4242');
    const dialog = page.getByRole('dialog', { name: 'Confirm your tip' });
    await expect(dialog).toContainText(`Give a tip of $6.00 to ${receiver.username}?`);
    await dialog.getByRole('button', { name: 'Pay $6.00' }).click();
    await expect(page).toHaveURL(/\/tipConfirmation$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Transaction Successful' })).toBeVisible();
    await expect(page.locator('.success__amount')).toHaveText('$6.00');
    await expect(page.getByText(`Tip to ${receiver.username}`)).toBeVisible();
  });

  await test.step('rates the tip as a guest', async () => {
    await page.locator('.stars-input__star', { hasText: '5 stars' }).click();
    await page.getByText('Thank you for the great service!').click();
    await page.getByLabel(/Anything else/).fill('Lovely evening, thank you');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for your feedback!' })).toBeVisible();
    const details = await request.get(`/api/v1/payee/payee-details/${receiver.payeeCode}`);
    expect(
      ((await details.json()) as { data: { payee: { reviewsCount: number } } }).data.payee.reviewsCount,
    ).toBe(1);
  });

  // The guest's phone never downloads the scanner: it belongs to /QRScan only.
  expect(scripts.filter((url) => /jsQR|qr-camera|qr-decoder/.test(url))).toEqual([]);
});

test.describe('on a 375x667 phone', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('a guest tips a preset amount in 4 taps plus the card details, the main button always in view', async ({
    page,
    request,
  }) => {
    const receiver = await createReceiver(request);
    // Every tap the guest makes, counted; typing the card is not a tap.
    let taps = 0;
    const tap = async (target: Locator) => {
      taps += 1;
      await target.click();
    };

    // The link opens on the amount step: the receiver and the choices are in the first response.
    await page.goto(`/tip-receiver-details/${receiver.payeeCode}`);

    const next = page.getByRole('button', { name: /Continue to card details/ });
    // Without scrolling: the step's main button is on screen, above the phone's bottom edge.
    await expect(next).toBeInViewport({ ratio: 1 });
    await tap(page.getByRole('radio', { name: '$5', exact: true }).locator('xpath=..'));
    await expect(page.getByRole('radio', { name: 'Fixed amount' })).toBeChecked();
    await expect(page.getByLabel('Tip amount')).toHaveValue('5');
    await expect(page.locator('.tip-total__value')).toHaveText('$5.00');
    await expect(next).toBeInViewport({ ratio: 1 });
    // Nothing stays hidden behind the bar: at the bottom of the page the summary ends above it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const summary = await page.getByRole('region', { name: 'Summary' }).boundingBox();
    const bar = await page.locator('.pay-bar').boundingBox();
    expect(summary && bar && summary.y + summary.height <= bar.y).toBe(true);
    await tap(next);
    await expect(page).toHaveURL(/\/add-card$/);

    const pay = page.getByRole('button', { name: 'Pay $5.00' });
    await expect(pay).toBeInViewport({ ratio: 1 });
    await enterCard(page, '4242 4242 4242 4242');
    await tap(pay);
    // The one confirmation (SPEC 8), then the result.
    const dialog = page.getByRole('dialog', { name: 'Confirm your tip' });
    await expect(dialog).toContainText(`Give a tip of $5.00 to ${receiver.username}?`);
    await tap(dialog.getByRole('button', { name: 'Pay $5.00' }));
    await expect(page.getByRole('heading', { level: 1, name: 'Transaction Successful' })).toBeVisible();
    expect(taps).toBe(4);
  });
});

test('a declined card says so and offers another card; nothing typed is lost', async ({ page, request }) => {
  const receiver = await createReceiver(request);
  await page.goto(`/tip-receiver-details/${receiver.payeeCode}`);
  await page.getByRole('radio', { name: 'Fixed amount' }).check({ force: true });
  await page.getByLabel('Tip amount').fill('5');
  await page.getByRole('button', { name: /Continue to card details/ }).click();
  await payByCard(page, '4000 0000 0000 0002');
  await page.getByRole('dialog').getByRole('button', { name: 'Pay $5.00' }).click();

  const failure = page.getByRole('alert').filter({ hasText: 'The payment did not go through' });
  await expect(failure).toContainText('Your card was declined.');
  await expect(failure.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await failure.getByRole('button', { name: 'Use another card' }).click();
  await expect(page.getByLabel('Card number')).toBeFocused();
  await payByCard(page, '4242 4242 4242 4242');
  await page.getByRole('dialog').getByRole('button', { name: 'Pay $5.00' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction Successful' })).toBeVisible();
});

test('a signed-in giver finds a receiver by unique ID and pays with Google Pay', async ({
  page,
  request,
}) => {
  const receiver = await createReceiver(request);
  const giver = await createGiver(request);
  await signInAs(page, giver, '/QRScan');

  await page.getByRole('textbox', { name: 'Unique ID' }).fill('123456789');
  await page.getByRole('button', { name: 'Find receiver' }).click();
  await expect(page.getByText('Please enter a number with a maximum of 8 digits.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Unique ID' }).fill(receiver.uniqueId);
  await page.getByRole('button', { name: 'Find receiver' }).click();

  const dialog = page.getByRole('dialog', { name: 'Tip this person?' });
  await expect(dialog).toContainText(receiver.username);
  await dialog.getByRole('button', { name: 'Yes, continue' }).click();
  await expect(page).toHaveURL(/\/CalculateTip$/);

  await page.getByRole('radio', { name: 'Fixed amount' }).check({ force: true });
  await page.getByLabel('Tip amount').fill('3');
  await page.getByRole('checkbox', { name: /service fee so/ }).check();
  await page.getByRole('radio', { name: 'Google Pay' }).check({ force: true });
  await page.getByRole('button', { name: /Pay with Google Pay/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Pay $3.15' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction Successful' })).toBeVisible();
  await page.getByRole('link', { name: `Rate ${receiver.username}` }).click();
  await expect(page).toHaveURL(/\/feedback$/);
  await page.locator('.stars-input__star', { hasText: '4 stars' }).click();
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your feedback!' })).toBeVisible();
});

/** The receiver's own QR code as the API renders it (PNG), as a data URL. */
async function qrPng(request: APIRequestContext, accessToken: string): Promise<Buffer> {
  const response = await request.get('/api/v1/user/qr-code?format=png', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(response.ok()).toBe(true);
  return response.body();
}

test('a signed-in giver scans a QR code with the camera or from a photo, and is told when the camera is refused', async ({
  page,
  request,
}) => {
  const receiver = await createReceiver(request);
  const giver = await createGiver(request);
  const png = await qrPng(request, receiver.session.accessToken);
  const dataUrl = `data:image/png;base64,${png.toString('base64')}`;
  // The phone's camera, played by a canvas showing the printed code; refused once, then allowed.
  await page.addInitScript((src) => {
    let asked = 0;
    navigator.mediaDevices.getUserMedia = async () => {
      asked += 1;
      if (asked === 1) throw new DOMException('Permission denied', 'NotAllowedError');
      const image = new Image();
      image.src = src;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = 640;
      canvas.height = 480;
      const context = canvas.getContext('2d');
      const draw = () => {
        if (!context) return;
        context.fillStyle = '#fff';
        context.fillRect(0, 0, 640, 480);
        context.drawImage(image, 170, 90, 300, 300);
      };
      draw();
      setInterval(draw, 100);
      return canvas.captureStream(10);
    };
  }, dataUrl);
  await signInAs(page, giver, '/QRScan');

  await page.getByRole('button', { name: 'Start camera' }).click();
  await expect(page.getByRole('alert')).toContainText('Camera access was refused.');
  await page.getByRole('button', { name: 'Start camera' }).click();
  await expect(page).toHaveURL(new RegExp(`/tip-receiver-details/${receiver.payeeCode}$`));
  await expect(page.getByRole('heading', { level: 1, name: receiver.username })).toBeVisible();

  await page.goto('/scanqr');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'code.png', mimeType: 'image/png', buffer: png });
  await expect(page).toHaveURL(new RegExp(`/tip-receiver-details/${receiver.payeeCode}$`));
});
