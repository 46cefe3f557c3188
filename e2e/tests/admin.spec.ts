import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD, signInAs } from '../support/accounts';
import { ADMIN_EMAIL, authenticatorCode, setPasswordPath } from '../support/admin';
import { seriousViolations, sweptAt } from '../support/axe';
import { mailsTo } from '../support/mailbox';
import { checkScreen } from '../support/screens';
import { createReceiver, tipByApi, type Receiver } from '../support/tipping';

// Screenshots of the console go here when set (ADMIN_SCREENS_DIR=/tmp/admin-screens).
const OUT = process.env.ADMIN_SCREENS_DIR;
const CHAT_OFF =
  'You are not allowed to chat. You have been disabled by an administrator. Please contact support.';

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1280, height: 800 } });

/** The administrator's stored session, once the first test has signed in through the screens. */
let adminStorage = '';

/** A receiver with a paid guest tip and a message to support, as the console finds them. */
async function personWithHistory(request: APIRequestContext): Promise<Receiver & { email: string }> {
  const receiver = await createReceiver(request, 'admsee');
  const email = (receiver.session.user as unknown as { email: string }).email;
  await tipByApi(request, { payee: receiver.uniqueId, amount: 1000 });
  const asked = await request.post('/api/v1/user/contact-us', {
    headers: { authorization: `Bearer ${receiver.session.accessToken}` },
    data: { name: 'Ana Silva', email, message: 'My last tip does not show on my dashboard.' },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  return { ...receiver, email };
}

async function openAsAdmin(page: Page, path: string) {
  await page.addInitScript((stored) => {
    if (!window.sessionStorage.getItem('e2e-seeded')) {
      window.localStorage.setItem('persist:root', stored);
      window.sessionStorage.setItem('e2e-seeded', '1');
    }
  }, adminStorage);
  await page.goto(path);
}

test('an administrator signs in with TOTP, disables a chat, refunds a tip and answers support', async ({
  page,
  browser,
  request,
}) => {
  const person = await personWithHistory(request);

  await test.step('sets the password from the mailed link', async () => {
    await page.goto(await setPasswordPath(request));
    await page.getByLabel('New password').fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByText('Your password is set. You can now sign in.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to sign in' }).click();
  });

  await test.step('signs in through /login and sets up the authenticator app', async () => {
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel(/^Email/).fill(ADMIN_EMAIL);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { name: 'Set up your authenticator app' })).toBeVisible();
    if (OUT) await page.screenshot({ path: `${OUT}/en-1280-enroll.png` });
    const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    const code = page.getByLabel('6-digit code');
    const right = authenticatorCode(secret);
    await code.fill(right === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'That code is not right. Check your authenticator app and try again.',
    );
    await code.fill(authenticatorCode(secret));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Save your recovery codes' }).getByRole('listitem'),
    ).toHaveCount(10);
    await page.getByLabel('I have saved these codes somewhere safe').check();
    await page.getByRole('button', { name: 'Go to the console' }).click();
    await expect(page).toHaveURL(/\/admin\/people$/);
    adminStorage = await page.evaluate(() => window.localStorage.getItem('persist:root') ?? '');
  });

  await test.step('finds the person by unique ID and disables their chat', async () => {
    await page.getByLabel('Search people').fill(person.uniqueId);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: new RegExp(person.uniqueId) }).click();
    await expect(page.getByText(person.email).first()).toBeVisible();
    await page.getByRole('button', { name: 'Disable chat' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason').fill('Insulting messages to guests, reported twice.');
    await dialog.getByRole('button', { name: 'Disable chat' }).click();
    await expect(page.getByText('Chat is disabled.')).toBeVisible();
  });

  await test.step('the person now reads the SPEC sentence in their chat', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const personPage = await context.newPage();
    await signInAs(personPage, person.session, '/chat');
    await expect(personPage.getByTestId('chat-disabled').first()).toHaveText(CHAT_OFF);
    await context.close();
  });

  await test.step("refunds the person's tip with a reason", async () => {
    await page.getByRole('link', { name: 'All tips' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/tips\\?receiver=${person.uniqueId}`));
    await page.locator('[data-testid^="tip-"]').getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: 'Ledger lines' })).toBeVisible();
    await page.getByRole('button', { name: 'Refund', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund this tip?' });
    await expect(dialog).toContainText('$10.00 will go back to the giver’s card. This cannot be undone.');
    await dialog.getByLabel('Reason').fill('The guest paid twice by mistake.');
    await dialog.getByRole('button', { name: 'Refund $10.00' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Nothing of this tip can be refunded.')).toBeVisible();
  });

  await test.step('answers the support message, and the reply is mailed', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Support' }).click();
    await page
      .getByRole('row', { name: new RegExp(person.email) })
      .getByRole('link')
      .first()
      .click();
    await expect(page.getByText('My last tip does not show on my dashboard.')).toBeVisible();
    await expect(page.getByText(`The reply is emailed to ${person.email}.`)).toBeVisible();
    const reply = 'Hello Ana, the tip is there now: it had been refunded at the guest’s request.';
    await page.getByLabel('Your reply').fill(reply);
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByText(reply)).toBeVisible();
    await expect
      .poll(async () => (await mailsTo(request, person.email)).some((m) => m.text.includes(reply)))
      .toBe(true);
  });

  await test.step('each action stands once in the audit log', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Audit log' }).click();
    for (const action of ['person.disableChat', 'tip.refund', 'support.reply'])
      await expect(page.getByText(action, { exact: true })).toHaveCount(1);
  });
});

test('a person who is not an administrator is sent away from /admin', async ({ page, request }) => {
  const receiver = await createReceiver(request, 'admno');
  await signInAs(page, receiver.session, '/admin/people');
  await expect(page).toHaveURL(/\/Home$/);
});

test('loading the console makes no 403 and opens no app socket (issue 27)', async ({ page }) => {
  const refused: string[] = [];
  const sockets: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) refused.push(response.url());
  });
  page.on('websocket', (socket) => sockets.push(socket.url()));
  // Straight to the console, and through the app's home, where the app's layout used to mount.
  for (const path of ['/admin', '/']) {
    await openAsAdmin(page, path);
    await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(refused).toEqual([]);
  expect(sockets).toEqual([]);
});

test('an administrator creates a promo code and pauses it', async ({ page }) => {
  await openAsAdmin(page, '/admin/promo-codes');
  const code = `SPRING${Date.now() % 100000}`;
  await page.getByRole('button', { name: 'New promo code' }).click();
  await page.getByLabel(/^Code/).fill(code);
  await page.getByLabel(/^What it gives/).selectOption('percent');
  await page.getByLabel(/^Percent off/).fill('20');
  await page.getByRole('button', { name: 'Create the code' }).click();
  await expect(page.getByText(`Promo code ${code} created.`)).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: code });
  await expect(row).toContainText('20% off the first period');
  await row.getByRole('button', { name: 'Pause' }).click();
  const dialog = page.getByRole('dialog', { name: `Pause ${code}?` });
  await dialog.getByLabel('Reason').fill('Campaign ended early.');
  await dialog.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByText(`${code} is paused.`)).toBeVisible();
  await expect(row.getByRole('button', { name: 'Resume' })).toBeVisible();
});

/**
 * Every console screen, with data on it, in one language at one width; in the accessibility
 * sweep's passes (support/axe.ts) also checked by axe.
 */
for (const lang of ['en', 'ar'] as const) {
  for (const width of [375, 1280]) {
    test(`the console fits: ${lang} ${width} px`, async ({ page, request }) => {
      expect(adminStorage, 'the first test signs the administrator in').not.toBe('');
      const person = await personWithHistory(request);
      if (OUT) mkdirSync(OUT, { recursive: true });
      await page.setViewportSize({ width, height: 800 });
      await page.addInitScript((l) => window.localStorage.setItem('language', l), lang);
      await openAsAdmin(page, `/admin/people?q=${person.uniqueId}`);
      const tag = `${lang}-${width}`;
      const axeFound: string[] = [];
      const checkAxe = async (name: string) => {
        if (sweptAt(lang, width)) axeFound.push(...(await seriousViolations(page, `console ${tag} ${name}`)));
      };
      const screens: [string, string][] = [
        ['people', `/admin/people?q=${person.uniqueId}`],
        ['person', `/admin/people/${person.id}`],
        ['tips', `/admin/tips?receiver=${person.uniqueId}`],
        ['support', '/admin/support'],
        ['audit', '/admin/audit'],
        ['businesses', '/admin/businesses'],
        ['promo-codes', '/admin/promo-codes'],
        ['teams', '/admin/teams'],
        ['operations', '/admin/operations'],
      ];
      for (const [name, path] of screens) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await checkScreen(page, { lang, tag, name, out: OUT, fullPage: true });
        await checkAxe(name);
      }
      await page.goto(`/admin/tips?receiver=${person.uniqueId}`);
      await page.locator('[data-testid^="tip-"]').getByRole('link').first().click();
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await checkScreen(page, { lang, tag, name: 'tip', out: OUT, fullPage: true });
      await checkAxe('tip');
      expect(axeFound).toEqual([]);
    });
  }
}
