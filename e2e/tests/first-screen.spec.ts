import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, createVerifiedUser, readCode, signInAs, uniqueEmail } from '../support/accounts';
import { createReceiver, tipByApi } from '../support/tipping';
import { teamSharingByHours } from '../support/teams';

const VIEWPORTS = [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
];

/** Back to the first screen the way a person does it: the brand link of the header or side menu. */
async function toFirstScreen(page: Page) {
  await page.getByRole('link', { name: 'OpenTip home' }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/Home$/);
}

async function logIn(page: Page, email: string) {
  await page.getByLabel('Email or user name').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

for (const viewport of VIEWPORTS) {
  test.describe(`first screen at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a receiver reaches the dashboard and the QR page in one tap each, each with its own title', async ({
      page,
      request,
    }) => {
      const receiver = await createReceiver(request, `first${viewport.width}`);
      await tipByApi(request, { payee: receiver.uniqueId, amount: 1500 });
      await signInAs(page, receiver.session);
      await expect(page).toHaveTitle('Account · OpenTip');
      await expect(page.getByTestId('home-today-count')).toHaveText('1');
      // What reached the receiver today: the tip less the 5 % platform fee.
      await expect(page.getByTestId('home-today-amounts')).toContainText('$14.25');
      await expect(page.getByTestId('home-available')).toContainText('$');
      await expect(page.getByTestId('checklist')).toBeHidden();

      await page.getByTestId('home-today').click();
      await expect(page).toHaveURL(/\/home$/);
      await expect(page).toHaveTitle('Dashboard · OpenTip');
      await toFirstScreen(page);
      await page.getByTestId('home-qr').click();
      await expect(page).toHaveURL(/\/qrhome$/);
      await expect(page).toHaveTitle('My QR code · OpenTip');
      await expect(page.getByTestId('qr-uniqueId')).toHaveText(receiver.uniqueId);
    });

    test('a new receiver signs up, verifies, and follows the checklist to a first tip', async ({
      page,
      request,
    }) => {
      const email = uniqueEmail(`check${viewport.width}`);
      const username = `check${viewport.width}${Date.now() % 1e7}`;
      const checklist = page.getByTestId('checklist');
      const step = (id: string) => page.getByTestId(`checklist-${id}`);

      await test.step('registers as an individual receiver and verifies the e-mail', async () => {
        await page.goto('/roles');
        await page.getByRole('link', { name: /I receive tips/ }).click();
        await page.getByRole('link', { name: /Individual/ }).click();
        await page.getByLabel('First name').fill('Nadia');
        await page.getByLabel('Last name').fill('Haddad');
        await page.getByLabel('User name').fill(username);
        await page.getByLabel('Email').fill(email);
        await page.getByLabel('Phone number').fill('+34 600 123 456');
        await page.getByLabel('Occupation').selectOption('concierge');
        await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
        await page.getByLabel('Confirm password').fill(PASSWORD);
        await page.getByRole('button', { name: 'Create account' }).click();
        await expect(page).toHaveURL(/\/verification$/);
        await page.getByLabel('Verification code').fill(await readCode(request, email));
        await page.getByRole('button', { name: 'Verify', exact: true }).click();
        await expect(page).toHaveURL(/\/(Home|login)$/);
        // Until verification signs the person in directly, they log in once more.
        if (page.url().endsWith('/login')) await logIn(page, email);
        await expect(page).toHaveURL(/\/Home$/);
      });

      await test.step('sees the three steps open', async () => {
        await expect(checklist).toContainText('0 of 3 done');
        for (const id of ['payouts', 'qr', 'firstTip'])
          await expect(step(id)).toHaveAttribute('data-done', 'false');
      });

      await test.step('links the sandbox payout account', async () => {
        await page.getByRole('link', { name: 'Link payouts' }).click();
        await expect(page).toHaveURL(/\/stripe$/);
        await page.getByRole('button', { name: 'Link payout account' }).click();
        await page
          .getByRole('dialog', { name: 'How you get your tips' })
          .getByRole('button', { name: 'Link account' })
          .click();
        await expect(page.getByTestId('payout-state')).toHaveText('Linked');
        await toFirstScreen(page);
        await expect(step('payouts')).toHaveAttribute('data-done', 'true');
      });

      let uniqueId = '';
      await test.step('opens the QR code', async () => {
        await page.getByRole('link', { name: 'Open my QR code' }).click();
        await expect(page).toHaveURL(/\/qrhome$/);
        uniqueId = (await page.getByTestId('qr-uniqueId').textContent()) ?? '';
        await toFirstScreen(page);
        await expect(step('qr')).toHaveAttribute('data-done', 'true');
        await expect(checklist).toContainText('2 of 3 done');
      });

      await test.step('receives a first tip: the checklist is done and goes', async () => {
        await tipByApi(request, { payee: uniqueId, amount: 500 });
        await page.reload();
        await expect(page.getByTestId('home-today-count')).toHaveText('1');
        await expect(checklist).toBeHidden();
      });
    });

    test('a visitor opening /home is sent to sign in and lands back on /home', async ({ page, request }) => {
      const { email } = await createVerifiedUser(request, `back${viewport.width}`);
      await page.goto('/home');
      await expect(page).toHaveURL(/\/welcome$/);
      await expect(page).toHaveTitle('Welcome · OpenTip');
      await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
      await expect(page).toHaveTitle('Log in · OpenTip');
      await logIn(page, email);
      await expect(page).toHaveURL(/\/home$/);
      await expect(page).toHaveTitle('Dashboard · OpenTip');
    });

    test('a guest types a unique ID on /welcome, confirms the receiver in a dialog and reaches the tip; an unknown ID is a toast', async ({
      page,
      request,
    }) => {
      const receiver = await createReceiver(request, `guest${viewport.width}`);
      await page.goto('/welcome');
      const field = page.getByRole('textbox', { name: 'Unique ID' });
      const find = page.getByRole('button', { name: 'Find receiver' });
      await find.click();
      await expect(page.getByText('Please enter unique ID')).toBeVisible();

      // SPEC 8: an ID that names nobody is the server's message as a toast; the visitor stays.
      await field.fill('99999999');
      await find.click();
      await expect(
        page.getByRole('status').getByText('No tip receiver was found with this unique ID.'),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/welcome$/);
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // SPEC 2/4: the receiver's photo, name and rating to confirm, then the amount.
      await field.fill(receiver.uniqueId);
      await find.click();
      const dialog = page.getByRole('dialog', { name: 'Tip this person?' });
      await expect(dialog.getByText(receiver.username, { exact: true })).toBeVisible();
      await expect(page).toHaveURL(/\/welcome$/);
      await dialog.getByRole('button', { name: 'Yes, continue' }).click();
      await expect(page).toHaveURL(/\/CalculateTip$/);
      await expect(page.getByText(`Tip ${receiver.username}`, { exact: true }).first()).toBeVisible();

      await page.goto('/tip-receiver-details/ZZZZZZZZZZ');
      await expect(page.getByRole('heading', { name: 'Tip receiver not found' })).toBeVisible();
      await expect(page).toHaveTitle('Tip receiver · OpenTip');
      await page.getByRole('textbox', { name: 'Unique ID' }).fill(receiver.uniqueId);
      await page.getByRole('button', { name: 'Find receiver' }).click();
      await page
        .getByRole('dialog', { name: 'Tip this person?' })
        .getByRole('button', { name: 'Yes, continue' })
        .click();
      await expect(page).toHaveURL(/\/CalculateTip$/);
    });

    test('an unknown path has its own title', async ({ page }) => {
      await page.goto('/no/such/page');
      await expect(page).toHaveTitle('Page not found · OpenTip');
    });
  });
}

test.describe('the changed screens at 375 px (issue 27)', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test("a receiver's menu leads to the dashboard, the account and tipping, and back to the last receiver; a toast shows under the header", async ({
    page,
    request,
  }) => {
    const receiver = await createReceiver(request, 'menu375');
    const other = await createReceiver(request, 'tipped375');
    await signInAs(page, receiver.session);
    const openMenu = async () => {
      await page.getByRole('button', { name: /^Open menu/ }).click();
      return page.getByRole('dialog', { name: 'Menu' });
    };
    await (await openMenu()).getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page).toHaveTitle('Dashboard · OpenTip');
    await (await openMenu()).getByRole('link', { name: 'Account', exact: true }).click();
    await expect(page).toHaveURL(/\/Home$/);

    await (await openMenu()).getByRole('link', { name: 'Give a tip' }).click();
    await expect(page).toHaveURL(/\/QRScan$/);
    await page.getByRole('textbox', { name: 'Unique ID' }).fill(other.uniqueId);
    await page.getByRole('button', { name: 'Find receiver' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, continue' }).click();
    await expect(page).toHaveURL(/\/CalculateTip$/);
    await page.goto('/QRScan');
    await page.getByRole('link', { name: `Tip ${other.username} again` }).click();
    await expect(page).toHaveURL(/\/payeeDetails$/);
    await expect(page.getByText(other.username).first()).toBeVisible();

    await page.goto('/qrhome');
    await page.getByRole('button', { name: /copy/i }).first().click();
    const toast = page.locator('.toast').first();
    await expect(toast).toBeVisible();
    const header = (await page.locator('.app-header').boundingBox())!;
    const box = (await toast.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(box.y + box.height).toBeLessThan(667 / 3);
  });

  test('long names on /teamPool end on their line, and an Arabic dashboard amount stays whole', async ({
    page,
    request,
  }) => {
    const { owner, team } = await teamSharingByHours(request, {
      teamName: 'Maximilianschwimmbadhausmeisterteam Grand Resort',
      members: [
        { prefix: 'maximilian.kowalczyk.w', hoursHundredths: 3000 },
        { prefix: 'bo', hoursHundredths: 1000 },
      ],
      linkMembers: false,
    });
    await signInAs(page, owner, `/teamPool?teamId=${team.id}`);
    await expect(page.getByTestId('policy-member')).toHaveCount(2);
    const names = page.locator('.pool-share__name, .pool-member__name');
    for (const name of await names.all()) {
      const fits = await name.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return { right: box.right, left: box.left, nowrap: style.whiteSpace, ellipsis: style.textOverflow };
      });
      expect(fits).toMatchObject({ nowrap: 'nowrap', ellipsis: 'ellipsis' });
      expect(fits.left).toBeGreaterThanOrEqual(0);
      expect(fits.right).toBeLessThanOrEqual(375);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.evaluate(() => window.localStorage.setItem('language', 'ar'));
    await page.goto('/home');
    const value = page.getByTestId('figure-available').locator('.figure__value');
    await expect(value).toContainText('US$');
    const lines = await value.evaluate(
      (el) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).fontSize),
    );
    // One line of text is 1.5 font sizes high.
    expect(lines).toBeLessThan(2);
  });
});
