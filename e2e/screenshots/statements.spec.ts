import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signInAs } from '../support/accounts';
import { createReceiver, tipByApi } from '../support/tipping';

// The Statements panel on /Home (docs/statements.md), a receiver with tips, with the custom period open.
const OUT = process.env.SCREENS_DIR ?? '/tmp/screens';
const VIEWPORTS = [
  { name: '375', width: 375, height: 740 },
  { name: '1280', width: 1280, height: 800 },
];

for (const lang of ['en', 'ar'] as const) {
  for (const viewport of VIEWPORTS) {
    test(`statements ${lang} ${viewport.name}`, async ({ page, request }) => {
      mkdirSync(OUT, { recursive: true });
      const receiver = await createReceiver(request, `st${lang}${viewport.name}`);
      await tipByApi(request, { payee: receiver.uniqueId, amount: 1500 });
      await page.setViewportSize(viewport);
      await page.addInitScript((l) => window.localStorage.setItem('language', l), lang);
      await signInAs(page, receiver.session, '/Home');
      const panel = page.locator('.statements-panel');
      await panel.scrollIntoViewIfNeeded();
      await expect(panel).toBeVisible();
      await panel.screenshot({ path: `${OUT}/${lang}-${viewport.name}-statements.png` });
      const period = panel.getByRole('combobox').last();
      const custom = await period.locator('option').last().getAttribute('value');
      if (custom) await period.selectOption(custom);
      await panel.screenshot({ path: `${OUT}/${lang}-${viewport.name}-statements-custom.png` });
    });
  }
}
