import { expect, test } from '@playwright/test';
import { createVerifiedUser, signInAs } from '../support/accounts';

test.describe('a visitor', () => {
  for (const path of ['/chat', '/Home', '/home', '/ChangePassword', '/teamMembers']) {
    test(`is sent from ${path} to /welcome`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/welcome$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tipping made simple for everyone');
    });
  }

  test('may open the visitor routes and the shared ones', async ({ page }) => {
    for (const path of ['/login', '/roles', '/PrivacyPolicy', '/app-links', '/CalculateTip']) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
  });

  test('sees "Page not found." on an unknown path, with a way to /welcome', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found.' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the welcome page' }).click();
    await expect(page).toHaveURL(/\/welcome$/);
  });
});

test.describe('a signed-in receiver', () => {
  test('is sent from a visitor route and a business route to /Home', async ({ page, request }) => {
    const { session } = await createVerifiedUser(request, 'guard');
    await signInAs(page, session, '/login');
    await expect(page).toHaveURL(/\/Home$/);
    await page.goto('/business-detail');
    await expect(page).toHaveURL(/\/Home$/);
    await page.goto('/my-teams');
    await expect(page.getByRole('heading', { level: 1, name: 'My teams' })).toBeVisible();
  });

  test('uses the drawer menu by keyboard on a phone', async ({ page, request }) => {
    const { session } = await createVerifiedUser(request, 'drawer');
    await page.setViewportSize({ width: 375, height: 740 });
    await signInAs(page, session);
    const openMenu = page.getByRole('button', { name: 'Open menu' });
    await openMenu.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(openMenu).toBeFocused();
  });
});
