import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createVerifiedUser, signInAs } from '../support/accounts';

const PHONE = { width: 375, height: 740 };

interface PoolRunAnswer {
  pools: { currency: string; amount: number }[];
  shares: { userId: string; currency: string; amount: number }[];
}
type Session = Awaited<ReturnType<typeof createVerifiedUser>>['session'];
const bearer = (session: Session) => ({ authorization: `Bearer ${session.accessToken}` });

/** A team whose owner can be tipped, with two accepted members (linked payout accounts) sharing by hours. */
async function teamWithMembers(request: APIRequestContext) {
  const { session: owner } = await createVerifiedUser(request, 'owner', {
    userType: 'payee',
    accountType: 'team',
    teamName: 'Fairway Caddies',
    occupation: 'caddie',
    firstName: 'Sofia',
    lastName: 'Marin',
    phone: '+351912345670',
  });
  expect((await request.post('/api/v1/user/checkStripAccount', { headers: bearer(owner) })).ok()).toBe(true);
  const teams = await request.get('/api/v1/teams', { headers: bearer(owner) });
  const team = ((await teams.json()) as { data: { teams: { id: string; code: string }[] } }).data.teams[0]!;
  const members: Session[] = [];
  for (const prefix of ['ana', 'omar']) {
    const { session } = await createVerifiedUser(request, prefix);
    expect((await request.post('/api/v1/user/checkStripAccount', { headers: bearer(session) })).ok()).toBe(
      true,
    );
    await request.post('/api/v1/teams/joinTeamRequest', {
      headers: bearer(session),
      data: { teamCode: team.code },
    });
    const accepted = await request.put('/api/v1/user/teamjoinApproval', {
      headers: bearer(owner),
      data: { teamCode: team.code, userId: session.user.id, status: 'accept' },
    });
    expect(accepted.ok(), await accepted.text()).toBe(true);
    members.push(session);
  }
  // Ana worked 30 hours, Omar 10: Ana gets three quarters of the pool.
  const policy = await request.put('/api/v1/teams/pool/policy', {
    headers: bearer(owner),
    data: {
      teamId: team.id,
      kind: 'hours',
      frequency: 'onDemand',
      members: [
        { userId: members[0]!.user.id, hoursHundredths: 3000 },
        { userId: members[1]!.user.id, hoursHundredths: 1000 },
      ],
    },
  });
  expect(policy.ok(), await policy.text()).toBe(true);
  return { owner, members, team, payeeCode: (owner.user as unknown as { payeeCode: string }).payeeCode };
}

test.describe('the team pool at 375 px', () => {
  test.use({ viewport: PHONE });

  test('a guest tips the team and is told it is shared; the owner shares it out; a member sees the share and downloads the statement', async ({
    page,
    browser,
    request,
  }) => {
    const { owner, members, team, payeeCode } = await teamWithMembers(request);
    const ana = members[0]!;

    await test.step('a guest sees the sharing note before paying, and tips $20.00', async () => {
      const context = await browser.newContext({ viewport: PHONE, locale: 'en-US' });
      const guest = await context.newPage();
      await guest.goto(`/tip-receiver-details/${payeeCode}`);
      await expect(guest.getByTestId('pool-note')).toHaveText(
        /shared among the 2 members of .* by hours worked/,
      );
      await guest.getByRole('button', { name: /^Tip / }).click();
      await guest.getByRole('radio', { name: 'Fixed amount' }).check({ force: true });
      await guest.getByLabel('Tip amount').fill('20');
      await expect(guest.getByTestId('pool-note')).toBeVisible();
      await guest.getByRole('button', { name: /Continue to card details/ }).click();
      await guest.getByLabel('Card number').fill('4242424242424242');
      await guest.getByLabel('Expiry month').fill('12');
      await guest.getByLabel('Expiry year').fill(String(new Date().getFullYear() + 2));
      await guest.getByLabel('CVC').fill('123');
      await guest.getByLabel('Name on card').fill('Ana Guest');
      await guest.getByRole('button', { name: /^Continue/ }).click();
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
      await page.getByRole('button', { name: 'Share out now' }).click();
      const dialog = page.getByRole('dialog', { name: 'Share out the pool now?' });
      await expect(dialog).toContainText('shared among 2 members');
      await dialog.getByRole('button', { name: 'Share out', exact: true }).click();
      await expect(page.locator('.toasts')).toContainText('The pool has been shared out.');
      await expect(page.getByTestId('pool-run')).toHaveCount(1);
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
      await signInAs(member, ana, '/home');
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
      await context.close();
    });
  });
});
