import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from '../support/accounts';
import { bearer, teamSharingByHours, type Session } from '../support/teams';
import { SCREEN_VIEWPORTS, SCREENS_OUT } from './screenshot-settings';

for (const lang of ['en', 'ar'] as const) {
  for (const viewport of SCREEN_VIEWPORTS) {
    test(`stations ${lang} ${viewport.name}`, async ({ browser, request }) => {
      mkdirSync(SCREENS_OUT, { recursive: true });
      const tag = `${lang}-${viewport.name}`;
      const { owner, members, team } = await teamSharingByHours(request, {
        teamName: 'Cabana Club',
        members: [
          { prefix: 'ana', hoursHundredths: 0 },
          { prefix: 'omar', hoursHundredths: 0 },
          { prefix: 'lea', hoursHundredths: 0 },
        ],
        linkMembers: true,
      });
      const add = async (name: string) => {
        const res = await request.post('/api/v1/teams/stations', {
          headers: bearer(owner),
          data: { teamId: team.id, name },
        });
        return ((await res.json()) as { data: { station: { id: string; code: string } } }).data.station;
      };
      const bar = await add('Pool bar');
      const cart = await add('Cart 12');
      await add('Front desk');
      for (const member of members.slice(0, 2))
        await request.post('/api/v1/teams/shifts/clock-in', {
          headers: bearer(member),
          data: { stationId: bar.id },
        });
      const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
      await request.post('/api/v1/teams/shifts/scheduled', {
        headers: bearer(owner),
        data: { stationId: cart.id, userId: members[2]!.user.id, startsAt: inHours(20), endsAt: inHours(28) },
      });
      const open = async (session: Session | null, path: string) => {
        const page = await browser.newPage({ viewport });
        await page.addInitScript((l) => window.localStorage.setItem('language', l), lang);
        if (session) await signInAs(page, session, path);
        else await page.goto(path);
        return page;
      };
      const shoot = async (page: Page, name: string, fullPage = true) => {
        await page.waitForLoadState('networkidle');
        await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, name).toBeLessThanOrEqual(0);
        await page.screenshot({ path: `${SCREENS_OUT}/${tag}-${name}.png`, fullPage });
      };

      const manager = await open(owner, `/stations?teamId=${team.id}`);
      await expect(manager.getByTestId('station-card')).toHaveCount(3);
      await shoot(manager, 'stations-owner');
      await manager.locator('.stations-page > .stations-head button').click();
      await shoot(manager, 'stations-add', false);
      await manager.keyboard.press('Escape');
      await manager.getByTestId('station-card').last().locator('.btn--danger').click();
      await shoot(manager, 'stations-delete', false);
      await manager.keyboard.press('Escape');
      await expect(manager.getByTestId('planned-row')).toHaveCount(1);
      await manager.getByTestId('planned-shifts').locator('.stations-head button').click();
      await expect(manager.getByRole('dialog').locator('option')).not.toHaveCount(2);
      await shoot(manager, 'stations-plan', false);
      await manager.keyboard.press('Escape');
      await manager.getByTestId('shift-row').first().locator('button').click();
      await expect(manager.locator('.station-history li')).toHaveCount(1);
      await shoot(manager, 'stations-correct', false);
      await manager.close();

      const guest = await open(null, `/station/${bar.code}`);
      await expect(guest.getByTestId('station-choice')).toHaveCount(2);
      await shoot(guest, 'station-guest-on-duty');
      await guest.close();
      const empty = await open(null, `/station/${cart.code}`);
      await expect(empty.getByTestId('station-nobody')).toBeVisible();
      await shoot(empty, 'station-guest-nobody');
      await empty.close();

      const on = await open(members[0]!, '/Home');
      await expect(on.getByTestId('home-shift')).toBeVisible();
      await shoot(on, 'home-shift-on', false);
      await on.close();
      const off = await open(members[2]!, '/Home');
      await expect(off.getByTestId('home-shift')).toBeVisible();
      await shoot(off, 'home-shift-off', false);
      await off.close();

      const pool = await open(owner, `/teamPool?teamId=${team.id}`);
      await expect(pool.locator('input[name="pool-hours-source"]').first()).toBeVisible();
      await pool.locator('input[name="pool-hours-source"][value="shifts"]').check({ force: true });
      await pool.getByTestId('pool-policy').scrollIntoViewIfNeeded();
      await pool
        .getByTestId('pool-policy')
        .screenshot({ path: `${SCREENS_OUT}/${tag}-pool-hours-source.png` });
      await pool.close();
    });
  }
}
