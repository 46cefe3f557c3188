import { mkdirSync } from 'node:fs';
import { test, type Page } from '@playwright/test';
import { createVerifiedUser, signInAs } from '../support/accounts';
import { SCREEN_VIEWPORTS, SCREENS_OUT } from './screenshot-settings';

const LANGUAGES = ['en', 'ar'] as const;

async function shoot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${SCREENS_OUT}/${name}.png`, fullPage: true });
}

for (const lang of LANGUAGES) {
  for (const viewport of SCREEN_VIEWPORTS) {
    test(`screens ${lang} ${viewport.name}`, async ({ page, request }) => {
      mkdirSync(SCREENS_OUT, { recursive: true });
      await page.setViewportSize(viewport);
      await page.addInitScript((l) => window.localStorage.setItem('language', l), lang);
      const tag = `${lang}-${viewport.name}`;
      for (const [name, path] of [
        ['landing', '/'],
        ['welcome', '/welcome'],
        ['login', '/login'],
        ['roles', '/roles'],
        ['register', '/individualRegister'],
        ['business', '/businessAccount'],
        ['verification', '/verification'],
        ['not-found', '/nothing-here'],
      ] as const) {
        await page.goto(path);
        await shoot(page, `${tag}-${name}`);
      }
      await page.goto('/individualRegister');
      await page.locator('button[type=submit]').click();
      await shoot(page, `${tag}-register-errors`);

      const { session } = await createVerifiedUser(request, `shot${lang}${viewport.name}`);
      await signInAs(page, session);
      await shoot(page, `${tag}-account`);
      await page.goto('/myAccounts');
      await shoot(page, `${tag}-profile`);
      await page.goto('/chat');
      await shoot(page, `${tag}-coming-soon`);
      await page.goto('/Home');
      await page.locator('.settings-row[aria-haspopup]').nth(0).click();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${SCREENS_OUT}/${tag}-language-dialog.png` });
      await page.keyboard.press('Escape');
      await page.locator('.settings-row[aria-haspopup]').nth(1).click();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${SCREENS_OUT}/${tag}-currency-dialog.png` });
      await page.keyboard.press('Escape');
      if (viewport.width < 768) {
        await page.locator('.app-header .icon-button').click();
        await page.waitForTimeout(400);
        await page.screenshot({ path: `${SCREENS_OUT}/${tag}-drawer.png` });
      }
    });
  }
}
