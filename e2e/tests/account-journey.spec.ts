import { expect, test } from '@playwright/test';
import { PASSWORD, readCode, uniqueEmail } from '../support/accounts';

const NEW_PASSWORD = 'Fresh-tips#2025';

test('a visitor signs up, verifies and is signed in, changes language, currency and password, and logs out', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('journey');
  const username = `journey${Date.now() % 1e8}`;
  const toast = page.locator('.toasts');

  await test.step('choose to receive tips as an individual', async () => {
    await page.goto('/welcome');
    await page.getByRole('main').getByRole('link', { name: 'Get started' }).first().click();
    await page.getByRole('link', { name: /I receive tips/ }).click();
    await page.getByRole('link', { name: /Individual/ }).click();
    await expect(page).toHaveURL(/\/individualRegister$/);
  });

  await test.step('register', async () => {
    await page.getByLabel('First name').fill('Lucia');
    await page.getByLabel('Last name').fill('Moreno');
    await page.getByLabel('User name').fill(username);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone number').fill('+34 600 123 456');
    await page.getByLabel('Occupation').selectOption('tourGuide');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(toast).toContainText('user created successfully');
    await expect(page).toHaveURL(/\/verification$/);
  });

  await test.step('verify the e-mail with the mailed code: signed in at once', async () => {
    const code = await readCode(request, email);
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(toast).toContainText('OTP is verified successfully');
    await expect(page).toHaveURL(/\/Home$/);
    await expect(page.getByTestId('account-role')).toHaveText('Individual receiver');
    await expect(page.getByRole('heading', { level: 1, name: username })).toBeVisible();
  });

  await test.step('switch to Arabic: the page reloads right-to-left', async () => {
    await page.getByRole('button', { name: /^Language/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose your language' });
    await dialog.getByLabel('العربية').check();
    await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Apply' }).click()]);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { name: 'الإعدادات' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ar');
  });

  await test.step('and back to English', async () => {
    await page.getByRole('button', { name: /^اللغة/ }).click();
    const dialog = page.getByRole('dialog', { name: 'اختر لغتك' });
    await dialog.getByLabel('English').check();
    await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'تطبيق' }).click()]);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  await test.step('change the default currency', async () => {
    await page.getByRole('button', { name: /^Currency/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Default currency' });
    await dialog.getByLabel('Search by code or name').fill('euro');
    await dialog.getByLabel(/EUR/).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast).toContainText('Currency updated');
    await expect(page.getByRole('button', { name: /^Currency/ })).toContainText('EUR');
    expect(await page.evaluate(() => localStorage.getItem('defaultCurrency'))).toBe('EUR');
  });

  await test.step('change the password; the session goes on with the new token', async () => {
    await page.getByRole('link', { name: 'Change password' }).click();
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(toast).toContainText('Password updated successfully');
    await page.reload();
    await expect(page.getByTestId('account-role')).toBeVisible();
  });

  await test.step('log out after confirming', async () => {
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('button', { name: 'Log out' })
      .click();
    await page.getByRole('dialog', { name: 'Log out?' }).getByRole('button', { name: 'Log out' }).click();
    await expect(toast).toContainText('Logout successfully');
    await expect(page).toHaveURL(/\/welcome$/);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/welcome$/);
  });

  await test.step('log in again with the new password', async () => {
    await page.goto('/login');
    await page.getByLabel('Email or user name').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/Home$/);
    await expect(page.getByRole('heading', { level: 1, name: username })).toBeVisible();
  });
});
