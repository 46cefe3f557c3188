import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createVerifiedUser, signInAs } from '../support/accounts';
import { checkScreen } from '../support/screens';

/**
 * Receivers linking PayPal and a Flutterwave mobile-money wallet on /paypal and /flutter, being
 * tipped through them (the local sandboxes, through the API) and withdrawing. With
 * PAYOUTS_SCREENS_DIR set, /paypal and /flutter are saved as pictures at 375 and 1280 px, en and ar.
 */
const OUT = process.env.PAYOUTS_SCREENS_DIR;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

interface Receiver {
  token: string;
  session: Awaited<ReturnType<typeof createVerifiedUser>>['session'];
  uniqueId: string;
}

async function receiver(request: APIRequestContext, prefix: string): Promise<Receiver> {
  const { session } = await createVerifiedUser(request, prefix);
  const { uniqueId } = session.user as unknown as { uniqueId: string };
  return { token: session.accessToken, session, uniqueId };
}

interface TipAnswer {
  data: {
    transaction: { status: string };
    nextAction: { type: string; orderId?: string; reference?: string } | null;
  };
}

/** A guest's tip paid through the API as the app sends it: the giver approves in the sandbox, then it is sent again. */
async function tipThrough(request: APIRequestContext, body: Record<string, unknown>) {
  const key = randomUUID();
  const send = async () => {
    const answer = await request.post('/api/v1/transactions/createtransactions', {
      headers: { 'idempotency-key': key },
      data: body,
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    return (await answer.json()) as TipAnswer;
  };
  const first = await send();
  const action = first.data.nextAction;
  expect(action, 'the sandbox asks the giver to approve').not.toBeNull();
  const approval =
    action?.type === 'approvePaypal'
      ? `/api/v1/payments/paypal-sandbox/orders/${action.orderId}`
      : `/api/v1/payments/flutterwave-sandbox/charges/${action?.reference}`;
  const approved = await request.post(approval, { data: { result: 'approve' } });
  expect(approved.ok(), await approved.text()).toBe(true);
  await expect.poll(async () => (await send()).data.transaction.status).toBe('succeeded');
}

/** The first account a receiver links is where they are paid; a later one is chosen with its button. */
async function expectPaidHere(page: Page, provider: 'PayPal' | 'Flutterwave') {
  const choose = page.getByRole('button', { name: `Get paid through ${provider}` });
  const here = page.getByTestId('destination-state').filter({ hasText: 'Paid here' });
  await expect(choose.or(here)).toBeVisible();
  if (await choose.isVisible()) await choose.click();
  await expect(here).toBeVisible();
}

/** A Kenyan mobile number of its own: a wallet is linked to one receiver only. */
const kenyanPhone = () => `+2547${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** Withdraws everything available in a currency through the dialog, checking what it shows first. */
async function withdrawAll(page: Page, currency: string) {
  const row = page.getByTestId(`balance-${currency}`);
  await expect(row.getByRole('button', { name: /Withdraw/ })).toBeEnabled();
  await row.getByRole('button', { name: /Withdraw/ }).click();
  const dialog = page.getByRole('dialog', { name: `Withdraw ${currency}` });
  await expect(dialog.getByTestId('withdraw-minimum')).not.toBeEmpty();
  await expect(dialog.getByTestId('withdraw-fee')).not.toHaveText('—');
  await expect(dialog.getByTestId('withdraw-net')).not.toHaveText('—');
  await dialog.getByTestId('withdraw-confirm').click();
  const result = page.getByRole('dialog', { name: 'Withdrawal' });
  await expect(result.getByTestId('withdraw-outcome')).toContainText(/Paid|On its way/);
  await result.getByRole('button', { name: 'Done' }).click();
  await expect(row.getByTestId('balance-available')).toContainText('0');
  await expect(page.getByTestId('payout-row').first()).toBeVisible();
}

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a receiver links PayPal, is tipped with PayPal and withdraws it', async ({ page, request }) => {
    const lena = await receiver(request, 'lena');
    await signInAs(page, lena.session, '/paypal');
    await expect(page.getByTestId('paypal-state')).toHaveText(/Not linked/);
    await page.getByLabel(/PayPal email address/).fill(`Lena.${Date.now()}@Example.com`);
    await page.getByRole('button', { name: 'Link PayPal account' }).click();
    await expect(page.getByTestId('paypal-account')).toContainText(/^l•+.*@example\.com$/);
    await expectPaidHere(page, 'PayPal');

    await tipThrough(request, { payee: lena.uniqueId, amount: 2500, currency: 'USD', paymentType: 'paypal' });
    await page.reload();
    await expect(page.getByTestId('balance-USD').getByTestId('balance-available')).not.toHaveText('$0.00');
    await withdrawAll(page, 'USD');
    await checkScreen(page, {
      lang: 'en',
      tag: 'en-375',
      name: 'paypal-withdrawn',
      out: OUT,
      fullPage: true,
    });
  });

  test('a withdrawal PayPal returns shows as failed, with the money back in the balance', async ({
    page,
    request,
  }) => {
    const noah = await receiver(request, 'noah');
    const linked = await request.post('/api/v1/paypal/account', {
      headers: auth(noah.token),
      // The sandbox takes a payout to a "+fail" address, then returns it as PayPal does unclaimed money.
      data: { email: `noah.${Date.now()}+fail@example.com` },
    });
    expect(linked.ok(), await linked.text()).toBe(true);
    await tipThrough(request, { payee: noah.uniqueId, amount: 2500, currency: 'USD', paymentType: 'paypal' });
    await signInAs(page, noah.session, '/paypal');
    const available = page.getByTestId('balance-USD').getByTestId('balance-available');
    await expect(available).not.toHaveText('$0.00');
    const before = await available.textContent();
    await page
      .getByTestId('balance-USD')
      .getByRole('button', { name: /Withdraw/ })
      .click();
    await page.getByTestId('withdraw-confirm').click();
    const result = page.getByRole('dialog', { name: 'Withdrawal' });
    await expect(result.getByTestId('withdraw-outcome')).toContainText('On its way');
    await result.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByTestId('payout-row')).toContainText('On its way');
    await expect
      .poll(async () => {
        await page.reload();
        return page.getByTestId('payout-row').textContent();
      })
      .toContain('Failed');
    await expect(page.getByTestId('payout-row')).toContainText('The money is back in your balance.');
    await expect(available).toHaveText(before ?? '');
    await checkScreen(page, { lang: 'en', tag: 'en-375', name: 'paypal-failed', out: OUT, fullPage: true });
  });

  test('a receiver links an M-Pesa wallet, is tipped by mobile money and withdraws it', async ({
    page,
    request,
  }) => {
    const amani = await receiver(request, 'amani');
    await signInAs(page, amani.session, '/flutter');
    await expect(page.getByTestId('flutterwave-state')).toHaveText(/Not linked/);
    await page.getByRole('radio', { name: 'Mobile money' }).check({ force: true });
    await page.getByLabel(/^Currency/).selectOption('KES');
    await expect(page.getByLabel(/Mobile-money network/)).toHaveValue('MPESA');
    const phone = kenyanPhone();
    await page.getByLabel(/Mobile-money phone number/).fill(phone);
    await page.getByRole('button', { name: 'Link wallet' }).click();
    await expect(page.getByTestId('flutterwave-account')).toContainText(phone.slice(-4));
    await expectPaidHere(page, 'Flutterwave');

    await tipThrough(request, {
      payee: amani.uniqueId,
      amount: 150_000,
      currency: 'KES',
      paymentType: 'mobileMoney',
      mobileMoney: { network: 'MPESA', phone: '+254722000111' },
    });
    await page.reload();
    await withdrawAll(page, 'KES');
    await checkScreen(page, {
      lang: 'en',
      tag: 'en-375',
      name: 'flutter-withdrawn',
      out: OUT,
      fullPage: true,
    });
  });
});

/** A receiver with both accounts linked, a balance at each and one withdrawal each, as the API makes them. */
async function receiverWithHistory(request: APIRequestContext) {
  const made = await receiver(request, 'payshot');
  const headers = auth(made.token);
  const paypal = await request.post('/api/v1/paypal/account', {
    headers,
    data: { email: `maria.${Date.now()}@example.com` },
  });
  expect(paypal.ok(), await paypal.text()).toBe(true);
  const wallet = await request.post('/api/v1/flutterwave/account', {
    headers,
    data: { kind: 'mobileMoney', currency: 'KES', network: 'MPESA', phone: kenyanPhone() },
  });
  expect(wallet.ok(), await wallet.text()).toBe(true);
  for (const [provider, tip] of [
    ['paypal', { amount: 4000, currency: 'USD', paymentType: 'paypal' }],
    [
      'flutterwave',
      {
        amount: 300_000,
        currency: 'KES',
        paymentType: 'mobileMoney',
        mobileMoney: { network: 'MPESA', phone: '+254722000111' },
      },
    ],
  ] as const) {
    const chosen = await request.put('/api/v1/payout-accounts/destination', { headers, data: { provider } });
    expect(chosen.ok(), await chosen.text()).toBe(true);
    await tipThrough(request, { payee: made.uniqueId, ...tip });
    const out = await request.post('/api/v1/payouts', {
      headers: { ...headers, 'idempotency-key': randomUUID() },
      data: { provider, currency: tip.currency, amount: tip.amount / 2 },
    });
    expect(out.ok(), await out.text()).toBe(true);
  }
  return made;
}

for (const lang of ['en', 'ar'] as const) {
  for (const viewport of [
    { name: '375', width: 375, height: 740 },
    { name: '1280', width: 1280, height: 800 },
  ]) {
    test(`payout screens fit: ${lang} ${viewport.name} px`, async ({ page, request }) => {
      const tag = `${lang}-${viewport.name}`;
      if (OUT) mkdirSync(OUT, { recursive: true });
      const made = await receiverWithHistory(request);
      await page.setViewportSize(viewport);
      await page.addInitScript((l) => window.localStorage.setItem('language', l), lang);
      await signInAs(page, made.session, '/paypal');
      await expect(page.getByTestId('payout-row')).toHaveCount(1);
      await checkScreen(page, { lang, tag, name: 'paypal', out: OUT, fullPage: true });
      await page.getByTestId('balance-USD').getByRole('button').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await checkScreen(page, { lang, tag, name: 'paypal-withdraw', out: OUT });
      await page.keyboard.press('Escape');

      await page.goto('/flutter');
      await expect(page.getByTestId('payout-row')).toHaveCount(1);
      await checkScreen(page, { lang, tag, name: 'flutter', out: OUT, fullPage: true });
      await page.getByTestId('flutterwave-account').waitFor();
      await page.getByRole('button', { name: lang === 'ar' ? 'تغيير الحساب' : 'Change account' }).click();
      await checkScreen(page, { lang, tag, name: 'flutter-link', out: OUT, fullPage: true });

      await page.goto('/home');
      await expect(page.getByTestId('paid-through')).toBeVisible();
      await checkScreen(page, { lang, tag, name: 'home-paid-through', out: OUT });
    });
  }
}
