import { expect, test } from '@playwright/test';
import { createVerifiedUser, signInAs } from '../support/accounts';
import { tipByApi } from '../support/tipping';

test.use({ viewport: { width: 375, height: 800 } });

// Pictures for a person to look at, when REFUND_SCREENS_DIR names a folder.
const OUT = process.env.REFUND_SCREENS_DIR;

test('a receiver refunds part of a tip from /home on a phone and sees the new amounts', async ({
  page,
  request,
}) => {
  const { session } = await createVerifiedUser(request, 'rfd');
  const linked = await request.post('/api/v1/user/checkStripAccount', {
    headers: { authorization: `Bearer ${session.accessToken}` },
  });
  expect(linked.ok(), await linked.text()).toBe(true);
  const user = session.user as { id: string; username: string; uniqueId: string };
  await tipByApi(request, { payee: user.uniqueId, amount: 1000 });

  await signInAs(page, session, '/home');
  const row = page.getByTestId('tip-row');
  await expect(row.getByTestId('tip-amount')).toHaveText('$9.50');
  await expect(page.getByTestId('figure-available')).toContainText('$9.50');

  await test.step('chooses part of the tip and sees what the giver gets back', async () => {
    await row.getByRole('button', { name: 'Refund the tip from Guest' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund this tip' });
    await expect(dialog.getByTestId('refund-left')).toHaveText('$10.00');
    await dialog.getByRole('radio', { name: 'Part of it' }).check();
    const amount = dialog.getByLabel(/Amount to refund \(USD\)/);
    await amount.fill('10.50');
    await expect(dialog.getByRole('alert')).toHaveText(
      'The refund must be more than 0 and at most what is left of the tip.',
    );
    await amount.fill('4');
    await expect(dialog.getByTestId('refund-outcome')).toHaveText(
      'Guest gets $4.00 back; $3.80 of it comes out of your share.',
    );
    if (OUT) await page.screenshot({ path: `${OUT}/refund-dialog-375.png` });
    await dialog.getByRole('button', { name: 'Continue' }).click();
  });

  await test.step('confirms, and the list and the balance show the refund', async () => {
    const confirm = page.getByRole('dialog', { name: 'Confirm the refund' });
    await expect(confirm).toContainText('Give $4.00 back to Guest?');
    if (OUT) await page.screenshot({ path: `${OUT}/refund-confirm-375.png` });
    await confirm.getByRole('button', { name: 'Refund $4.00' }).click();
    await expect(page.getByText('Refund issued')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(row.getByTestId('tip-refunded')).toHaveText('Refunded $4.00');
    await expect(page.getByTestId('figure-available')).toContainText('$5.70');
    // 6.00 is still left, so the refund stays on offer.
    await expect(row.getByRole('button', { name: 'Refund the tip from Guest' })).toBeVisible();
    if (OUT) await page.screenshot({ path: `${OUT}/refund-after-375.png`, fullPage: true });
  });
});
