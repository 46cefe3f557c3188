import { expect, test, type Locator, type Page } from '@playwright/test';
import { createReceiver } from '../support/tipping';

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
