import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mailsTo } from '../support/mailbox';
import { PASSWORD, createVerifiedUser, readCode, signInAs, uniqueEmail } from '../support/accounts';

const PHONE = { width: 375, height: 740 };
// Pictures for a person to look at, when SCREENS_DIR names a folder.
const OUT = process.env.SCREENS_DIR;

/** A verified team owner, signed in through the API. */
function createOwner(request: APIRequestContext, teamName: string) {
  return createVerifiedUser(request, 'owner', {
    userType: 'payee',
    accountType: 'team',
    teamName,
    occupation: 'housekeeping',
    firstName: 'Sofia',
    lastName: 'Marin',
    phone: '+351912345670',
  });
}

/** The join link of the newest team invitation mailed to an address. */
async function readInviteLink(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      link = (await mailsTo(request, email))
        .map((m) => m.text.match(/https?:\/\/\S+\/joinTeam\?teamCode=\w+/)?.[0])
        .find(Boolean);
      return link;
    })
    .toBeTruthy();
  const url = new URL(link ?? '');
  return url.pathname + url.search;
}

test.describe('teams at 375 px', () => {
  test.use({ viewport: PHONE });

  test('the owner invites by email, the person signs up through the link, waits, is approved and sees /my-teams', async ({
    page,
    browser,
    request,
  }) => {
    const owner = await createOwner(request, 'Sunset Housekeeping');
    const email = uniqueEmail('invitee');
    const username = `nora${Date.now() % 1e8}`;
    const toast = page.locator('.toasts');

    await test.step('the owner invites the person by email on /teamMembers', async () => {
      await signInAs(page, owner.session, '/teamMembers');
      await expect(page.getByRole('heading', { level: 1, name: 'Sunset Housekeeping' })).toBeVisible();
      await page.getByLabel('Email addresses').fill(email);
      await page.getByRole('button', { name: 'Send invitations' }).click();
      await expect(toast).toContainText('The invitations have been sent successfully');
      await expect(page.getByTestId('invitation-row')).toContainText(email);
    });

    const person = await browser.newContext({ viewport: PHONE, locale: 'en-US' });
    const invitee = await person.newPage();
    const inviteeToast = invitee.locator('.toasts');

    await test.step('the person opens the mailed link, confirms the team and signs up as a member', async () => {
      await invitee.goto(await readInviteLink(request, email));
      await expect(invitee.getByTestId('team-preview')).toContainText('Sunset Housekeeping');
      await invitee.getByRole('button', { name: 'Continue to sign up' }).click();
      await invitee
        .getByRole('dialog', { name: 'Join this team?' })
        .getByRole('button', { name: 'Join team' })
        .click();
      await expect(invitee).toHaveURL(/\/signUp\?teamCode=/);
      await expect(invitee.getByRole('heading', { name: 'Join your team as a member' })).toBeVisible();
      await invitee.getByLabel('First name').fill('Nora');
      await invitee.getByLabel('Last name').fill('Haddad');
      await invitee.getByLabel('User name').fill(username);
      await invitee.getByLabel('Email').fill(email);
      await invitee.getByLabel('Phone number').fill('+34 600 123 457');
      await invitee.getByLabel('Occupation').selectOption('housekeeping');
      await invitee.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
      await invitee.getByLabel('Confirm password').fill(PASSWORD);
      await invitee.getByRole('button', { name: 'Create account' }).click();
      await expect(inviteeToast).toContainText('user created successfully');
      await expect(invitee).toHaveURL(/\/verification$/);
    });

    await test.step('after verifying the address the person is told to wait for approval', async () => {
      await invitee.getByLabel('Verification code').fill(await readCode(request, email));
      await invitee.getByRole('button', { name: 'Verify', exact: true }).click();
      await expect(invitee).toHaveURL(/\/login$/);
      await expect(invitee.getByRole('alert')).toHaveText('Please wait for your request to be approved.');
    });

    await test.step('the owner approves the request on /teamMembers', async () => {
      await page.reload();
      await page.getByRole('button', { name: `Accept ${username}` }).click();
      await page
        .getByRole('dialog', { name: 'Accept this request?' })
        .getByRole('button', { name: 'Accept' })
        .click();
      await expect(toast).toContainText('The request has been accepted.');
      await expect(page.getByRole('link', { name: username })).toBeVisible();
    });

    await test.step('the member signs in and sees the team on /my-teams', async () => {
      await invitee.getByLabel('Email or user name').fill(email);
      await invitee.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
      await invitee.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(inviteeToast).toContainText('user logged in successfully');
      await invitee.goto('/my-teams');
      const team = invitee.getByTestId('my-team');
      await expect(team).toContainText('Sunset Housekeeping');
      await expect(team).toContainText('Member');
      await expect(team).not.toContainText('Waiting for approval');
    });
    await person.close();
  });
});

/** Nothing wider than the screen, so a phone never scrolls sideways. */
async function expectFits(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const lang of ['en', 'ar'] as const) {
  for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
    test(`team screens fit ${viewport.width} px in ${lang}`, async ({ page, context, request }) => {
      if (OUT) mkdirSync(OUT, { recursive: true });
      await page.setViewportSize(viewport);
      await page.addInitScript((l) => window.localStorage.setItem('language', l), lang);
      const shoot = async (on: Page, name: string) => {
        await on.waitForLoadState('networkidle');
        await expectFits(on);
        if (OUT)
          await on.screenshot({ path: `${OUT}/${lang}-${viewport.width}-${name}.png`, fullPage: true });
      };
      const owner = await createOwner(request, 'Sunset Housekeeping');
      const member = await createVerifiedUser(request, 'member');
      const asMember = { authorization: `Bearer ${member.session.accessToken}` };
      const asOwner = { authorization: `Bearer ${owner.session.accessToken}` };
      const teamsOf = await request.get('/api/v1/teams', { headers: asOwner });
      const code =
        ((await teamsOf.json()) as { data: { teams: { code: string }[] } }).data.teams[0]?.code ?? '';
      await request.post('/api/v1/teams/joinTeamRequest', { headers: asMember, data: { teamCode: code } });
      await request.post('/api/v1/teams/send-team-invite', {
        headers: asOwner,
        data: { teamCode: code, emails: [uniqueEmail('invited')] },
      });

      await page.goto(`/joinTeam?teamCode=${code}`);
      await expect(page.getByTestId('team-preview')).toBeVisible();
      await shoot(page, 'join-team');

      await signInAs(page, member.session, '/my-teams');
      await expect(page.getByTestId('my-team')).toBeVisible();
      await shoot(page, 'my-teams');
      await page.goto(`/joinTeamRequest?teamCode=${code}`);
      await expect(page.getByTestId('team-preview')).toBeVisible();
      await shoot(page, 'join-team-request');
      await page.close();

      // A page of its own: each page's sign-in script seeds the session once per tab.
      const manager = await context.newPage();
      await manager.setViewportSize(viewport);
      await manager.addInitScript((l) => window.localStorage.setItem('language', l), lang);
      await signInAs(manager, owner.session, '/teamMembers');
      await expect(manager.getByTestId('invitation-row')).toBeVisible();
      await expect(manager.getByTestId('member-row')).toHaveCount(2);
      await shoot(manager, 'team-members');
      await manager.getByTestId('member-row').first().getByRole('button').first().click();
      await expect(manager.getByRole('dialog')).toBeVisible();
      await shoot(manager, 'confirm-accept');
      await manager.getByRole('dialog').getByRole('button').last().click();
      const memberLink = manager.getByRole('link', { name: member.session.user.username });
      await memberLink.click();
      await expect(manager).toHaveURL(/TeamMemberProfile/);
      await expect(manager.getByRole('heading', { level: 1 })).toBeVisible();
      await shoot(manager, 'member-profile');
    });
  }
}
