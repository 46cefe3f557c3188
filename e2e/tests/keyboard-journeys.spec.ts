import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAs } from '../support/accounts';
import { signedInAdmin } from '../support/admin';
import { teamSharingByHours } from '../support/teams';
import { createReceiver, tipByApi } from '../support/tipping';

// Issue 28: the main journeys with the keyboard alone (no clicks): Tab to a control, see that it
// shows focus, then Enter, Space, arrows or typing.

/** Presses Tab (or Shift+Tab) until the control has focus; fails if it is never reached. */
async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) {
      const outline = await target.evaluate((el) => {
        const style = getComputedStyle(el);
        return style.outlineStyle !== 'none' || style.boxShadow !== 'none';
      });
      expect(outline, 'focused control shows its focus').toBe(true);
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reachable with Tab: ${target.toString()}`);
}

/**
 * After a dialog closes (and the page has settled), the focus is back on the page: on its opener,
 * or on the main region when the opener is disabled now; not lost to the document.
 */
async function expectFocusOnPage(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        document.activeElement === document.body ? 'body' : document.activeElement?.outerHTML.slice(0, 80),
      ),
    )
    .not.toBe('body');
}

test('a guest tips by card with the keyboard alone, to the receipt', async ({ page, request }) => {
  const receiver = await createReceiver(request, 'kbguest');
  await page.goto(`/tip-receiver-details/${receiver.payeeCode}`);
  await expect(page.getByRole('heading', { level: 1, name: receiver.username })).toBeVisible();
  await page.waitForLoadState('networkidle');

  await tabTo(page, page.getByRole('radio', { name: '$5', exact: true }));
  await page.keyboard.press('Space');
  await expect(page.getByLabel('Tip amount')).toHaveValue('5');
  await tabTo(page, page.getByRole('button', { name: /Continue to card details/ }));
  await page.keyboard.press('Enter');

  const nextYear = String(new Date().getFullYear() + 1).slice(2);
  await tabTo(page, page.getByLabel('Card number'));
  await page.keyboard.type('4242424242424242');
  await tabTo(page, page.getByLabel('Expiry date'));
  await page.keyboard.type(`12/${nextYear}`);
  await tabTo(page, page.getByLabel('CVC'));
  await page.keyboard.type('123');
  await tabTo(page, page.getByLabel('Name on card'));
  await page.keyboard.type('Ana Guest');
  await tabTo(page, page.getByRole('button', { name: /^Pay \$/ }));
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Confirm your tip' });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Pay $5.00' }), 10);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction Successful' })).toBeVisible();
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a receiver opens the dashboard from /Home and withdraws to the sandbox account', async ({
    page,
    request,
  }) => {
    const receiver = await createReceiver(request, 'kbpay');
    await tipByApi(request, { payee: receiver.uniqueId, amount: 2000 });
    await signInAs(page, receiver.session, '/Home');
    const balance = page.getByTestId('home-balance');
    await expect(balance.getByTestId('home-available')).toContainText('$19.00');

    await tabTo(page, balance);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('figure-available')).toContainText('$19.00');
    await tabTo(page, page.getByRole('link', { name: 'Sandbox (test payments)' }), 60);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/stripe$/);

    const row = page.getByTestId('balance-USD');
    await tabTo(page, row.getByRole('button', { name: 'Withdraw USD' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Withdraw USD' });
    await expect(dialog.getByTestId('withdraw-net')).not.toHaveText('—');
    await tabTo(page, dialog.getByTestId('withdraw-confirm'), 10);
    await page.keyboard.press('Enter');
    const result = page.getByRole('dialog', { name: 'Withdrawal' });
    await expect(result.getByTestId('withdraw-outcome')).toContainText(/Paid|On its way/);
    await expect(result.getByRole('button', { name: 'Done' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(result).toHaveCount(0);
    await expect(row.getByTestId('balance-available')).toHaveText('$0.00');
    await expect(page.getByTestId('payout-row').first()).toBeVisible();
    await expectFocusOnPage(page);
  });

  test('a team owner shares out the pool with the keyboard alone', async ({ page, request }) => {
    const { owner, team } = await teamSharingByHours(request, {
      teamName: 'Keyboard Caddies',
      members: [
        { prefix: 'kbana', hoursHundredths: 3000 },
        { prefix: 'kbomar', hoursHundredths: 1000 },
      ],
      linkMembers: true,
    });
    const { uniqueId } = owner.user as unknown as { uniqueId: string };
    await tipByApi(request, { payee: uniqueId, amount: 2000 });
    await signInAs(page, owner, `/teamPool?teamId=${team.id}`);
    await expect(page.getByTestId('preview-share')).toHaveCount(2);

    await tabTo(page, page.getByRole('button', { name: 'Share out now' }), 60);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Share out the pool now?' });
    await expect(dialog).toContainText('shared among 2 members');
    // Cancel has the focus first: nothing is shared by a stray Enter.
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await tabTo(page, dialog.getByRole('button', { name: 'Share out', exact: true }), 5);
    await page.keyboard.press('Enter');
    await expect(page.locator('.toasts')).toContainText('The pool has been shared out.');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('pool-run')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Share out now' })).toBeDisabled();
    await expectFocusOnPage(page);
  });
});

test('an administrator finds a person and opens them with the keyboard alone', async ({ page, request }) => {
  const person = await createReceiver(request, 'kbadm');
  const admin = await signedInAdmin(request);
  await signInAs(page, admin, '/admin/people');
  await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();

  await tabTo(page, page.getByLabel('Search people'));
  await page.keyboard.type(person.uniqueId);
  await page.keyboard.press('Enter');
  const found = page.getByRole('link', { name: new RegExp(person.uniqueId) });
  await expect(found).toHaveCount(1);
  await tabTo(page, found);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/people/${person.id}$`));

  // Not chat: admin.spec.ts counts the chat switches in the shared audit log.
  await tabTo(page, page.getByRole('button', { name: 'Disable sign-in' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await tabTo(page, dialog.getByLabel('Reason'), 5);
  await page.keyboard.type('Asked us to lock the account while their phone is lost.');
  await tabTo(page, dialog.getByRole('button', { name: 'Disable sign-in' }), 5);
  await page.keyboard.press('Enter');
  await expect(page.locator('.toasts')).toContainText('Sign-in disabled.');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Enable sign-in' })).toBeVisible();
  await expectFocusOnPage(page);
});
