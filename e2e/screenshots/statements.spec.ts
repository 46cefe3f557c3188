import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signInAs } from '../support/accounts';
import { createReceiver, tipByApi } from '../support/tipping';
import { SCREEN_VIEWPORTS, SCREENS_OUT } from './screenshot-settings';

// The Statements panel on /Home (docs/statements.md), a receiver with tips, with the custom period open.

for (const lang of ['en', 'ar'] as const) {
  for (const viewport of SCREEN_VIEWPORTS) {
    test(`statements ${lang} ${viewport.name}`, async ({ page, request }) => {
      mkdirSync(SCREENS_OUT, { recursive: true });
      const receiver = await createReceiver(request, `st${lang}${viewport.name}`);
      await tipByApi(request, { payee: receiver.uniqueId, amount: 1500 });
      await page.setViewportSize(viewport);
      await page.addInitScript((l) => window.localStorage.setItem('language', l), lang);
      await signInAs(page, receiver.session, '/Home');
      const panel = page.locator('.statements-panel');
      await panel.scrollIntoViewIfNeeded();
      await expect(panel).toBeVisible();
      await panel.screenshot({ path: `${SCREENS_OUT}/${lang}-${viewport.name}-statements.png` });
      const period = panel.getByRole('combobox').last();
      const custom = await period.locator('option').last().getAttribute('value');
      if (custom) await period.selectOption(custom);
      await panel.screenshot({ path: `${SCREENS_OUT}/${lang}-${viewport.name}-statements-custom.png` });
    });
  }
}
