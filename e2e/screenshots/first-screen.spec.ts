import { mkdirSync } from 'node:fs';
import { test, type Page } from '@playwright/test';
import { createVerifiedUser, signInAs } from '../support/accounts';
import { createGiver, createReceiver, tipByApi } from '../support/tipping';
import { SCREEN_VIEWPORTS, SCREENS_OUT } from './screenshot-settings';

async function shoot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${SCREENS_OUT}/${name}.png`, fullPage: true });
}

/** The first screen of a receiver with tips, a new receiver, a giver; /welcome with its unique-ID field. */
for (const lang of ['en', 'ar'] as const) {
  for (const viewport of SCREEN_VIEWPORTS) {
    test(`first screen ${lang} ${viewport.name}`, async ({ browser, request }) => {
      mkdirSync(SCREENS_OUT, { recursive: true });
      const tag = `${lang}-${viewport.name}`;
      const open = async () => {
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        await page.addInitScript((l) => window.localStorage.setItem('language', l), lang);
        return page;
      };

      const receiver = await createReceiver(request, `shotr${lang}${viewport.name}`);
      const giver = await createGiver(request, `shotg${lang}${viewport.name}`);
      await tipByApi(request, { payee: receiver.uniqueId, amount: 1250, giverToken: giver.accessToken });
      await tipByApi(request, { payee: receiver.uniqueId, amount: 800 });
      const receiverPage = await open();
      await signInAs(receiverPage, receiver.session);
      await receiverPage.getByTestId('home-today-count').waitFor();
      await shoot(receiverPage, `${tag}-home-receiver`);

      const { session } = await createVerifiedUser(request, `shotn${lang}${viewport.name}`);
      const newPage = await open();
      await signInAs(newPage, session);
      await newPage.getByTestId('checklist').waitFor();
      await shoot(newPage, `${tag}-home-new-receiver`);

      const giverPage = await open();
      await signInAs(giverPage, giver);
      await giverPage.getByTestId('recent-tips').waitFor();
      await shoot(giverPage, `${tag}-home-giver`);

      const visitor = await open();
      await visitor.goto('/welcome');
      await shoot(visitor, `${tag}-welcome`);
      await visitor.goto('/tip-receiver-details/ZZZZZZZZZZ');
      await visitor.locator('.tip-by-id').waitFor();
      await shoot(visitor, `${tag}-receiver-not-found`);
    });
  }
}
