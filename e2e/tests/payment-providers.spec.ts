import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createVerifiedUser, signInAs } from '../support/accounts';
import { checkScreen } from '../support/screens';

/**
 * Givers paying receivers who are paid through PayPal and Flutterwave (the local sandboxes), then
 * the receivers withdrawing. Screenshots go to PROVIDERS_SCREENS_DIR when it is set.
 */
const SHOTS = process.env.PROVIDERS_SCREENS_DIR;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

type Lang = 'en' | 'ar';
type Tree = { [key: string]: string | Tree };
const LOCALES: Record<Lang, Tree> = {
  en: JSON.parse(
    readFileSync(new URL('../../apps/web/src/features/tipping/locales/en.json', import.meta.url), 'utf8'),
  ),
  ar: JSON.parse(
    readFileSync(new URL('../../apps/web/src/features/tipping/locales/ar.json', import.meta.url), 'utf8'),
  ),
};
/** A tipping text in a language, e.g. text('ar', 'payerStep.approve'). */
function text(lang: Lang, key: string): string {
  const found = key
    .split('.')
    .reduce<string | Tree | undefined>((node, part) => (node as Tree | undefined)?.[part], LOCALES[lang]);
  if (typeof found !== 'string') throw new Error(`no text ${key}`);
  return found;
}
/** The text up to its first {{placeholder}}, as the start of an accessible name. */
const startOf = (lang: Lang, key: string) =>
  new RegExp(
    `^${text(lang, key)
      .split('{{')[0]!
      .trim()
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
  );

type Session = Awaited<ReturnType<typeof createVerifiedUser>>['session'];
interface Receiver {
  token: string;
  session: Session;
  username: string;
  payeeCode: string;
}

async function receiver(request: APIRequestContext, prefix: string): Promise<Receiver> {
  const { session } = await createVerifiedUser(request, prefix);
  const user = session.user as unknown as { username: string; payeeCode: string };
  return { token: session.accessToken, session, username: user.username, payeeCode: user.payeeCode };
}

/** A receiver in Kenya paid through Flutterwave into an M-Pesa wallet. */
async function flutterwaveReceiver(request: APIRequestContext): Promise<Receiver> {
  const made = await receiver(request, 'amani');
  const currency = await request.post('/api/v1/user/update-default-currency', {
    headers: auth(made.token),
    data: { currency: 'KES' },
  });
  expect(currency.ok(), await currency.text()).toBe(true);
  const linked = await request.post('/api/v1/flutterwave/account', {
    headers: auth(made.token),
    // Each wallet belongs to one receiver.
    data: {
      kind: 'mobileMoney',
      currency: 'KES',
      network: 'MPESA',
      phone: `+2547${String(Date.now()).slice(-8)}`,
    },
  });
  expect(linked.ok(), await linked.text()).toBe(true);
  const chosen = await request.put('/api/v1/payout-accounts/destination', {
    headers: auth(made.token),
    data: { provider: 'flutterwave' },
  });
  expect(chosen.ok(), await chosen.text()).toBe(true);
  return made;
}

/** A receiver paid through PayPal. */
async function paypalReceiver(request: APIRequestContext): Promise<Receiver> {
  const made = await receiver(request, 'lena');
  const linked = await request.post('/api/v1/paypal/account', {
    headers: auth(made.token),
    data: { email: `lena.${randomUUID().slice(0, 8)}@example.com` },
  });
  expect(linked.ok(), await linked.text()).toBe(true);
  const chosen = await request.put('/api/v1/payout-accounts/destination', {
    headers: auth(made.token),
    data: { provider: 'paypal' },
  });
  expect(chosen.ok(), await chosen.text()).toBe(true);
  return made;
}

/** The receiver's link, as a guest in that language; an amount typed, or the second preset. */
async function openLink(page: Page, payee: Receiver, lang: Lang, amount?: string) {
  await page.goto(`/tip-receiver-details/${payee.payeeCode}${lang === 'ar' ? '?lang=ar' : ''}`);
  await page.waitForLoadState('networkidle');
  if (amount) {
    await page
      .getByRole('radio', { name: text(lang, 'amount.mode.amount') })
      .locator('xpath=..')
      .click();
    await page.getByRole('textbox', { name: text(lang, 'amount.tipAmount') }).fill(amount);
    return;
  }
  const presets = page.getByRole('group', { name: text(lang, 'amount.presetLegend') });
  await presets.getByRole('radio').nth(1).locator('xpath=..').click();
}

/** The full app's success screen (in the app's own language setting: English here). */
async function paidTo(page: Page, payee: Receiver) {
  await expect(page).toHaveURL(/\/tipConfirmation$/, { timeout: 20_000 });
  await expect(page.getByText(text('en', 'success.to').replace('{{name}}', payee.username))).toBeVisible();
}

/** From the link to the paid tip by mobile money, approved on the sandbox phone. */
async function guestPaysByPhone(page: Page, payee: Receiver, lang: Lang, shot?: string, amount?: string) {
  await openLink(page, payee, lang, amount);
  await page.getByRole('button', { name: startOf(lang, 'ways.continue') }).click();
  await expect(page).toHaveURL(/\/publicFlutterwave$/);
  await page
    .getByRole('radio', { name: text(lang, 'paymentType.mobileMoney') })
    .locator('xpath=..')
    .click();
  await page.getByLabel(text(lang, 'flutterwave.phone')).fill('+254712345678');
  if (shot)
    await checkScreen(page, { lang, tag: shot, name: 'publicFlutterwave', out: SHOTS, fullPage: true });
  await page.locator('.flutterwave-step .pay-bar button').click();
  const phone = page.getByRole('dialog', { name: text(lang, 'payerStep.phoneTitle') });
  await expect(phone).toBeVisible();
  await expect(phone.getByRole('status')).toContainText('678');
  if (shot) await checkScreen(page, { lang, tag: shot, name: 'mobile-money-phone', out: SHOTS });
  await phone.getByRole('button', { name: text(lang, 'payerStep.approve'), exact: true }).click();
  await paidTo(page, payee);
}

/** From the link to the paid tip with PayPal, approved in the sandbox's PayPal window. */
async function guestPaysWithPaypal(page: Page, payee: Receiver, lang: Lang, shot?: string) {
  await openLink(page, payee, lang);
  const choices = page.locator('.choice-cards').last();
  await expect(choices.getByRole('radio')).toHaveCount(1);
  await page.getByRole('button', { name: startOf(lang, 'calculate.payWallet') }).click();
  const confirm = page.getByRole('dialog', { name: text(lang, 'pay.confirmTitle') });
  await confirm.getByRole('button', { name: startOf(lang, 'pay.confirmAction') }).click();
  const paypal = page.getByRole('dialog', { name: text(lang, 'payerStep.paypalSandboxTitle') });
  await expect(paypal).toBeVisible();
  if (shot) await checkScreen(page, { lang, tag: shot, name: 'paypal-approval', out: SHOTS });
  await paypal.getByRole('button', { name: text(lang, 'payerStep.approve'), exact: true }).click();
  await paidTo(page, payee);
}

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a guest pays a Flutterwave receiver by mobile money and a PayPal receiver with PayPal; both withdraw', async ({
    page,
    request,
  }) => {
    const amani = await flutterwaveReceiver(request);
    const lena = await paypalReceiver(request);

    // Enough for Flutterwave's least transfer.
    await test.step('mobile money, approved on the sandbox phone', () =>
      guestPaysByPhone(page, amani, 'en', undefined, '1000'));
    await test.step('PayPal, approved in the sandbox', () => guestPaysWithPaypal(page, lena, 'en'));

    await test.step('the PayPal receiver withdraws on /paypal', async () => {
      await page.context().clearCookies();
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await signInAs(page, lena.session, '/paypal');
      const usd = page.getByTestId('balance-USD');
      await usd.getByRole('button', { name: /Withdraw/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Withdraw USD' });
      await dialog.getByRole('button', { name: /^Withdraw \$/ }).click();
      await page.getByRole('button', { name: 'Done' }).click();
      const payouts = await request.get('/api/v1/payouts', { headers: auth(lena.token) });
      const list = ((await payouts.json()) as { data: { payouts: { provider: string; status: string }[] } })
        .data.payouts;
      expect(list[0]).toMatchObject({ provider: 'paypal' });
    });

    await test.step('the Flutterwave receiver withdraws to M-Pesa', async () => {
      const balances = await request.get('/api/v1/payouts/balances', { headers: auth(amani.token) });
      const kes = (
        (await balances.json()) as {
          data: { balances: { provider: string; currency: string; available: number }[] };
        }
      ).data.balances.find((line) => line.provider === 'flutterwave' && line.currency === 'KES');
      expect(kes?.available).toBeGreaterThan(0);
      const created = await request.post('/api/v1/payouts', {
        headers: { ...auth(amani.token), 'idempotency-key': randomUUID() },
        data: { provider: 'flutterwave', currency: 'KES', amount: kes!.available },
      });
      expect(created.ok(), await created.text()).toBe(true);
    });
  });
});

for (const width of [375, 1280]) {
  for (const lang of ['en', 'ar'] as const) {
    test.describe(`${lang} at ${width} px`, () => {
      test.use({ viewport: { width, height: width < 768 ? 812 : 900 } });
      const tag = `${lang}-${width}`;

      test('the Flutterwave and PayPal steps, as a guest and signed in', async ({ page, request }) => {
        const amani = await flutterwaveReceiver(request);
        const lena = await paypalReceiver(request);
        await guestPaysByPhone(page, amani, lang, tag);
        await guestPaysWithPaypal(page, lena, lang, tag);

        // Signed in: /flutterwave with the tip set up on /CalculateTip.
        const giver = await createVerifiedUser(request, 'sam', {
          userType: 'payer',
          firstName: 'Sam',
          lastName: 'Carter',
          phone: '+14155550123',
        });
        const details = await request.get(`/api/v1/payee/payee-details/${amani.payeeCode}`);
        const { payee } = ((await details.json()) as { data: { payee: { id: string } } }).data;
        await page.evaluate(
          ({ draft, language }) => {
            localStorage.clear();
            sessionStorage.clear();
            localStorage.setItem('tip', JSON.stringify(draft));
            localStorage.setItem('language', language);
          },
          {
            draft: {
              payeeCode: amani.payeeCode,
              payeeId: payee.id,
              payee,
              mode: 'amount',
              amountText: '500',
            },
            language: lang,
          },
        );
        await signInAs(page, giver.session, '/flutterwave');
        await expect(page.getByRole('radio', { name: text(lang, 'paymentType.mobileMoney') })).toBeAttached();
        await checkScreen(page, { lang, tag, name: 'flutterwave', out: SHOTS, fullPage: true });

        // Back from Flutterwave's card page in a tab that did not start it.
        await page.goto('/flutterwave?tip=3f1e9a52-7c7b-4a8e-9d0c-2b6f5e4d3c21');
        await expect(page.getByText(text(lang, 'flutterwave.returnUnknown'))).toBeVisible();
        await checkScreen(page, { lang, tag, name: 'flutterwave-return', out: SHOTS });
      });
    });
  }
}
