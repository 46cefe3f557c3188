import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInAs } from '../support/accounts';
import { teamSharingByHours, type Session } from '../support/teams';
import { tipByApi } from '../support/tipping';
import { SCREEN_VIEWPORTS, SCREENS_OUT } from './screenshot-settings';

/** A team with a linked payout account, two accepted members with hours, and three guest tips in its pool. */
async function teamWithPool(request: APIRequestContext) {
  const team = await teamSharingByHours(request, {
    teamName: 'Sunset Housekeeping',
    members: [
      { prefix: 'ana', hoursHundredths: 3250 },
      { prefix: 'omar', hoursHundredths: 2475 },
    ],
    linkMembers: false,
  });
  for (const amount of [1500, 2000, 850]) await tipByApi(request, { payee: team.payeeCode, amount });
  return team;
}

for (const lang of ['en', 'ar'] as const) {
  for (const viewport of SCREEN_VIEWPORTS) {
    test(`team pool ${lang} ${viewport.name}`, async ({ browser, request }) => {
      mkdirSync(SCREENS_OUT, { recursive: true });
      const tag = `${lang}-${viewport.name}`;
      const { owner, members, team, payeeCode } = await teamWithPool(request);
      const open = async (session: Session | null, path: string) => {
        const page = await browser.newPage({ viewport });
        await page.addInitScript((l) => window.localStorage.setItem('language', l), lang);
        if (session) await signInAs(page, session, path);
        else await page.goto(path);
        return page;
      };
      const shoot = async (page: Page, name: string, fullPage = true) => {
        await page.waitForLoadState('networkidle');
        // Nothing wider than the screen: a phone never scrolls sideways.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, name).toBeLessThanOrEqual(0);
        await page.screenshot({ path: `${SCREENS_OUT}/${tag}-${name}.png`, fullPage });
      };

      const guest = await open(null, `/tip-receiver-details/${payeeCode}`);
      await expect(guest.getByTestId('pool-note')).toBeVisible();
      await shoot(guest, 'pool-guest-note');
      await guest.close();

      const manager = await open(owner, `/teamPool?teamId=${team.id}`);
      await expect(manager.getByTestId('preview-share').first()).toBeVisible();
      await shoot(manager, 'pool-owner');
      await manager.locator('.pool-share-out button').click();
      await expect(manager.getByRole('dialog')).toBeVisible();
      await shoot(manager, 'pool-share-confirm', false);
      await manager.getByRole('dialog').locator('.dialog__footer button').last().click();
      await expect(manager.getByTestId('pool-run')).toHaveCount(1);
      await manager.getByTestId('pool-run').locator('summary').click();
      await shoot(manager, 'pool-owner-after-run');
      await manager.close();

      const member = await open(members[0]!, `/teamPool?teamId=${team.id}`);
      await expect(member.getByTestId('run-mine')).toBeVisible();
      await shoot(member, 'pool-member');
      await member.getByTestId('pool-run').locator('.pool-run__contest button').click();
      await expect(member.getByRole('dialog')).toBeVisible();
      await shoot(member, 'pool-contest', false);
      await member.close();

      const home = await open(owner, '/Home');
      await expect(home.getByTestId('home-team')).toBeVisible();
      await shoot(home, 'pool-home-owner');
      await home.close();
    });
  }
}
