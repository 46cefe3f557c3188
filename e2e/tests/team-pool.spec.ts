import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signInAs } from '../support/accounts';
import { bearer, teamSharingByHours } from '../support/teams';

const PHONE = { width: 375, height: 740 };

interface PoolRunAnswer {
  pools: { currency: string; amount: number }[];
  shares: { userId: string; currency: string; amount: number }[];
}
test.describe('the team pool at 375 px', () => {
  test.use({ viewport: PHONE });

  test('a guest tips the team and is told it is shared; the owner shares it out; a member sees the share and downloads the statement', async ({
    page,
    browser,
    request,
  }) => {
    // Ana worked 30 hours, Omar 10: Ana gets three quarters of the pool.
    const { owner, members, team, payeeCode } = await teamSharingByHours(request, {
      teamName: 'Fairway Caddies',
      members: [
        { prefix: 'ana', hoursHundredths: 3000 },
        { prefix: 'omar', hoursHundredths: 1000 },
      ],
      linkMembers: true,
    });
    const ana = members[0]!;

    await test.step('a guest sees the sharing note before paying, and tips $20.00', async () => {
      const context = await browser.newContext({ viewport: PHONE, locale: 'en-US' });
      const guest = await context.newPage();
      await guest.goto(`/tip-receiver-details/${payeeCode}`);
      // The owner's team account does not share: the two members who do are named.
      await expect(guest.getByTestId('pool-note')).toHaveText(
        new RegExp(
          `^Your tip goes to the pool of Fairway Caddies, shared between ${ana.user.username} and ${members[1]!.user.username} — by hours worked\\.$`,
        ),
      );
      await guest.getByRole('radio', { name: 'Fixed amount' }).check({ force: true });
      await guest.getByLabel('Tip amount').fill('20');
      await expect(guest.getByTestId('pool-note')).toBeVisible();
      await guest.getByRole('button', { name: /Continue to card details/ }).click();
      await guest.getByLabel('Card number').fill('4242424242424242');
      await guest.getByLabel('Expiry date').fill(`12/${String(new Date().getFullYear() + 2).slice(2)}`);
      await guest.getByLabel('CVC').fill('123');
      await guest.getByLabel('Name on card').fill('Ana Guest');
      await guest.getByRole('button', { name: /^Pay \$/ }).click();
      await guest
        .getByRole('dialog')
        .getByRole('button', { name: /^Pay \$/ })
        .click();
      await expect(guest.getByRole('heading', { level: 1, name: 'Transaction Successful' })).toBeVisible();
      await context.close();
    });

    await test.step('the owner previews and shares out the pool on /teamPool', async () => {
      await signInAs(page, owner, `/teamPool?teamId=${team.id}`);
      await expect(page.getByTestId('preview-share')).toHaveCount(2);
      // What the pool holds, explained: nothing before, the guest's one tip, nothing shared yet.
      const summary = page.getByTestId('pool-summary-USD');
      await expect(summary.getByRole('term')).toHaveText([/^Opening balance, /, '1 tip', 'In the pool now']);
      const held = await summary.getByRole('definition').allTextContents();
      expect(held[0]).toBe('$0.00');
      expect(held[1]).toBe(held[2]);
      await page.getByRole('button', { name: 'Share out now' }).click();
      const dialog = page.getByRole('dialog', { name: 'Share out the pool now?' });
      await expect(dialog).toContainText('shared among 2 members');
      await dialog.getByRole('button', { name: 'Share out', exact: true }).click();
      await expect(page.locator('.toasts')).toContainText('The pool has been shared out.');
      await expect(page.getByTestId('pool-run')).toHaveCount(1);
      // The share-out is the line that takes the pool back to nothing.
      await expect(page.getByTestId('pool-summary-USD').getByRole('term')).toContainText([
        'Shared out (run #1)',
        'In the pool now',
      ]);
      await expect(page.getByTestId('pool-summary-USD').getByRole('definition').last()).toHaveText('$0.00');
    });

    // Ana's share as the run recorded it (30 of the 40 hours: three quarters, rounded by the run).
    const runs = await request.get(`/api/v1/teams/pool/runs?teamId=${team.id}`, { headers: bearer(owner) });
    const run = ((await runs.json()) as { data: { runs: PoolRunAnswer[] } }).data.runs[0]!;
    const pooled = run.pools[0]!.amount;
    const anaShare = run.shares.find((share) => share.userId === ana.user.id)!.amount;
    expect(Math.abs(anaShare - (pooled * 3) / 4)).toBeLessThan(1);
    const dollars = (anaShare / 100).toFixed(2);

    await test.step('Ana sees her share on the dashboard and downloads the CSV statement', async () => {
      const context = await browser.newContext({ viewport: PHONE, locale: 'en-US' });
      const member = await context.newPage();
      await signInAs(member, ana, '/notifications');
      // Told of the share-out, with her amount (issue 27); opening it leads to the pool.
      const told = member
        .getByTestId('notification')
        .filter({ hasText: 'Fairway Caddies pool was shared out' });
      await expect(told).toContainText(`your share is $${dollars}`);
      await told.click();
      await expect(member).toHaveURL(/\/teamPool$/);
      await member.goto('/home');
      await expect(member.getByText('Team pool shares')).toBeVisible();
      await expect(member.locator('main')).toContainText(`$${dollars}`);
      await member.goto(`/teamPool?teamId=${team.id}`);
      await expect(member.getByTestId('run-mine')).toBeVisible();
      const downloading = member.waitForEvent('download');
      await member.getByRole('button', { name: 'Download CSV' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^opentip-statement-.*\.csv$/);
      const csv = readFileSync((await download.path())!, 'utf8');
      const [header, shareLine] = csv.split('\r\n');
      expect(header).toContain('Share amount');
      // Team, member, run 1, ..., the share in dollars, USD.
      expect(shareLine).toMatch(
        new RegExp(`^Fairway Caddies,${ana.user.username},1,.*,${dollars},USD,[0-9a-f]{64}$`),
      );
      // The same pool, line by line: the tip in, run #1 out, nothing left.
      const poolLine = (label: string) =>
        csv.split('\r\n').find((line) => line.includes(`,Pool ${label},`)) ?? '';
      const major = (pooled / 100).toFixed(2);
      expect(poolLine('tips')).toMatch(new RegExp(`,1 tip,${major},1,,USD,$`));
      expect(poolLine('shared out')).toMatch(new RegExp(`,Run #1,-${major},1,,USD,$`));
      expect(poolLine('closing balance')).toMatch(/,,0\.00,,,USD,$/);
      await context.close();
    });
  });
});
