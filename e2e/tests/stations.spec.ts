import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInAs } from '../support/accounts';
import { bearer, teamSharingByHours } from '../support/teams';

const PHONE = { width: 375, height: 740 };

/** The existing tip flow from the receiver's page: a fixed amount, the sandbox card, confirm. */
async function payFixed(guest: Page, amount: string) {
  // Arriving from the station page (not a fresh load), the receiver's page first offers "Tip …".
  await guest.getByRole('button', { name: /^Tip / }).click();
  await guest.getByRole('radio', { name: 'Fixed amount' }).check({ force: true });
  await guest.getByLabel('Tip amount').fill(amount);
  await guest.getByRole('button', { name: /Continue to card details/ }).click();
  await guest.getByLabel('Card number').fill('4242424242424242');
  await guest.getByLabel('Expiry date').fill(`12/${String(new Date().getFullYear() + 2).slice(2)}`);
  await guest.getByLabel('CVC').fill('123');
  await guest.getByLabel('Name on card').fill('Sam Guest');
  await guest.getByRole('button', { name: /^Pay \$/ }).click();
  await guest
    .getByRole('dialog')
    .getByRole('button', { name: /^Pay \$/ })
    .click();
  await expect(guest.getByRole('heading', { level: 1, name: 'Transaction Successful' })).toBeVisible();
}

async function guestPage(browser: Browser, path: string) {
  const context = await browser.newContext({ viewport: PHONE, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

test.describe('stations and shifts at 375 px', () => {
  test.use({ viewport: PHONE });

  test('the owner adds a station, two members clock in, a guest tips one of them, the owner corrects a shift', async ({
    page,
    browser,
    request,
  }) => {
    const { owner, members, team } = await teamSharingByHours(request, {
      teamName: 'Cabana Club',
      members: [
        { prefix: 'ana', hoursHundredths: 0 },
        { prefix: 'omar', hoursHundredths: 0 },
      ],
      linkMembers: true,
    });
    const [ana, omar] = members as [(typeof members)[0], (typeof members)[0]];

    await signInAs(page, owner, `/stations?teamId=${team.id}`);
    await page.getByRole('button', { name: 'Add a station' }).click();
    await page.getByRole('dialog').getByLabel('Station name').fill('Pool bar');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('.toasts')).toContainText('The station has been added.');
    const card = page.getByTestId('station-card');
    await expect(card.getByRole('heading', { name: 'Pool bar' })).toBeVisible();
    await expect(card).toContainText('Nobody on duty: tips go to the team pool.');
    const code = (await card.locator('.station-card__code').textContent())!.trim();

    const anaContext = await browser.newContext({ viewport: PHONE, locale: 'en-US' });
    const anaPage = await anaContext.newPage();
    await test.step('Ana clocks in with one tap on /Home; Omar scans the station', async () => {
      await signInAs(anaPage, ana);
      await anaPage.getByRole('button', { name: 'Clock in at Pool bar' }).click();
      await expect(anaPage.locator('.toasts')).toContainText('You are clocked in.');
      await expect(anaPage.getByTestId('home-shift')).toContainText('On duty at Pool bar since');
      const scanned = await request.post('/api/v1/teams/shifts/clock-in', {
        headers: bearer(omar),
        data: { stationCode: code },
      });
      expect(scanned.ok(), await scanned.text()).toBe(true);
    });

    await test.step('a guest sees both on duty and tips Ana', async () => {
      const guest = await guestPage(browser, `/station/${code}`);
      await expect(guest.getByRole('heading', { level: 1, name: 'Pool bar' })).toBeVisible();
      await expect(guest.getByTestId('station-choice')).toHaveCount(2);
      await expect(guest.getByTestId('station-choice-pool')).toContainText('Everyone (team pool)');
      const anaCode = (ana.user as unknown as { payeeCode: string }).payeeCode;
      await guest.locator(`input[value="${anaCode}"]`).check({ force: true });
      await guest.getByRole('button', { name: 'Continue' }).click();
      await expect(guest).toHaveURL(new RegExp(`/tip-receiver-details/${anaCode}$`));
      await expect(guest.getByTestId('pool-note')).toHaveCount(0);
      await payFixed(guest, '5');
      await guest.context().close();
    });

    await test.step('the owner sees who is on and corrects Omar’s clock-out', async () => {
      await page.reload();
      await expect(card.locator('.station-person')).toHaveCount(2);
      const omarRow = page.locator(`[data-testid="shift-row"][data-member="${omar.user.id}"]`);
      await omarRow.getByRole('button', { name: 'Correct' }).click();
      const dialog = page.getByRole('dialog');
      const [from, to] = await page.evaluate(() => {
        const local = (d: Date) =>
          new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
        return [local(new Date(Date.now() - 60 * 60_000)), local(new Date(Date.now() - 60_000))];
      });
      await dialog.getByLabel('Clocked in').fill(from);
      await dialog.getByLabel('Clocked out').fill(to);
      await dialog.getByLabel('Reason').fill('Forgot to clock out');
      await dialog.getByRole('button', { name: 'Correct' }).click();
      await expect(page.locator('.toasts')).toContainText('The shift has been corrected.');
      await expect(card.locator('.station-person')).toHaveCount(1);
    });

    await test.step('Ana clocks out with one tap', async () => {
      await anaPage.getByRole('button', { name: 'Clock out' }).click();
      await expect(anaPage.locator('.toasts')).toContainText('You are clocked out.');
      await expect(anaPage.getByTestId('home-shift')).toContainText('You are not clocked in.');
      await anaContext.close();
    });
  });

  test('with nobody on duty the guest is told the tip goes to the team pool, and pays it', async ({
    browser,
    request,
  }) => {
    const { owner, team } = await teamSharingByHours(request, {
      teamName: 'Fairway Carts',
      members: [{ prefix: 'lea', hoursHundredths: 100 }],
      linkMembers: true,
    });
    const added = await request.post('/api/v1/teams/stations', {
      headers: bearer(owner),
      data: { teamId: team.id, name: 'Cart 12' },
    });
    expect(added.ok(), await added.text()).toBe(true);
    const { station } = ((await added.json()) as { data: { station: { code: string } } }).data;

    const guest = await guestPage(browser, `/station/${station.code}`);
    await expect(guest.getByTestId('station-nobody')).toHaveText(
      'Nobody is on duty right now. Your tip goes to the pool of Fairway Carts, shared among its members.',
    );
    await expect(guest.getByTestId('station-choice')).toHaveCount(0);
    await expect(guest.getByRole('radio', { name: /Everyone \(team pool\)/ })).toBeChecked();
    await guest.getByRole('button', { name: 'Continue' }).click();
    await expect(guest.getByTestId('pool-note')).toContainText('Your tip goes to the pool of Fairway Carts');
    await payFixed(guest, '7');
  });
});
