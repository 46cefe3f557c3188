import { expect, test } from '@playwright/test';
import { BUSINESS, createVerifiedUser, signInAs } from '../support/accounts';
import { sweep } from '../support/axe';
import { bearer, teamSharingByHours } from '../support/teams';
import { createGiver, createReceiver } from '../support/tipping';

// Issue 28: axe (WCAG 2.2 AA tags) finds no serious or critical violation on any SPEC screen a role
// opens, at 375 and 1280 px, in English and Arabic. One sign-up per role.

// Every screen in two passes (four with A11Y_SWEEP=full, support/axe.ts) on a shared 2-core machine.
// The roles are independent: each may run on whichever worker is free.
test.describe.configure({ mode: 'parallel', timeout: 300_000 });

const PUBLIC = [
  '/',
  '/welcome',
  '/login',
  '/roles',
  '/accountTypes',
  '/individualRegister',
  '/createTeamAccount',
  '/businessAccount',
  '/ImportantInformation',
  '/verification',
  '/forgotpassword',
  '/resetPassword',
  '/joinTeam',
  '/PrivacyPolicy',
  '/teamRoles',
  '/signUp',
  '/Subscription',
  '/publicFlutterwave',
  '/app-links',
  '/qrhome',
  '/no/such/page',
];
const SIGNED_IN = [
  '/Home',
  '/myAccounts',
  '/profile',
  '/notifications',
  '/ChangePassword',
  '/ContactUs',
  '/TermsConditions',
  '/acknowledgement',
];
/** The tip path's screens, opened as they are without a tip under way (tipping-screens.spec.ts walks them with one). */
const TIPPING = [
  '/CalculateTip',
  '/choose-card',
  '/add-card',
  '/tipConfirmation',
  '/payeeDetails',
  '/feedback',
];

test('public screens', async ({ page }) => {
  await page.goto('/welcome');
  await sweep(page, PUBLIC, 'public');
});

test('giver screens', async ({ page, request }) => {
  await signInAs(page, await createGiver(request, 'axegiver'));
  await sweep(page, [...SIGNED_IN, '/paymentMethods', '/QRScan', '/scanqr', ...TIPPING], 'giver');
});

test('individual receiver screens', async ({ page, request }) => {
  const receiver = await createReceiver(request, 'axerecv');
  await signInAs(page, receiver.session);
  await sweep(
    page,
    [
      ...SIGNED_IN,
      '/home',
      '/qrhome',
      '/stripe',
      '/paypal',
      '/flutterwave',
      '/Occupation',
      '/connectedAccount',
      '/reviews',
      '/reviewPlatform',
      '/my-teams',
      '/joinTeamRequest',
      '/chat',
    ],
    'receiver',
  );
});

test('team owner and team member screens', async ({ page, browser, request }) => {
  const team = await teamSharingByHours(request, {
    teamName: 'Axe Crew',
    members: [{ prefix: 'axemem', hoursHundredths: 800 }],
    linkMembers: true,
  });
  const station = await request.post('/api/v1/teams/stations', {
    headers: bearer(team.owner),
    data: { teamId: team.team.id, name: 'Pool bar' },
  });
  expect(station.ok(), await station.text()).toBe(true);
  const { code } = ((await station.json()) as { data: { station: { code: string } } }).data.station;
  await signInAs(page, team.owner);
  await sweep(
    page,
    ['/Home', '/teamMembers', '/TeamMemberProfile', '/teamPool', '/stations', `/station/${code}`],
    'owner',
  );
  // The member signs in in a browser context of their own.
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signInAs(member, team.members[0]!);
  await sweep(member, ['/Home', '/my-teams', '/teamPool'], 'member');
  await memberContext.close();
});

test('business screens', async ({ page, request }) => {
  const { session } = await createVerifiedUser(request, 'axebiz', BUSINESS);
  await signInAs(page, session);
  await sweep(page, ['/Home', '/business-subscription', '/business-detail'], 'business');
});
