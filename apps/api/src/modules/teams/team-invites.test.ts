import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.ts';
import { issueAccessToken } from '../../lib/sessions.ts';
import { createUser } from '../../../test/fixtures.ts';
import { createTestApp, unreachableMailer, type TestApp } from '../../../test/test-app.ts';
import { signUpAsTeamMember } from './join-request.service.ts';
import { addToTeam, call, newTeam, type TestTeam } from './team-test-helpers.ts';

const PUBLIC_URL = 'https://tips.example.test';

describe('team invitations by e-mail', () => {
  let t: TestApp;
  let team: TestTeam;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL } });
    team = await newTeam(t.database.db);
    await t.database.db.update(users).set({ lang: 'de' }).where(eq(users.id, team.owner.user.id));
  });
  afterAll(() => t.close());
  const invite = (emails: unknown, token = team.owner.token) =>
    call(t.app, {
      method: 'POST',
      url: '/teams/send-team-invite',
      token,
      payload: { teamCode: team.team.code, emails },
    });
  const requests = async () =>
    (
      await call(t.app, {
        method: 'GET',
        url: `/teams/requests?teamCode=${team.team.code}`,
        token: team.owner.token,
      })
    ).json().data;
  const mailTo = (address: string) => t.mails.filter((m) => m.to === address).at(-1);
  const linkIn = (text: string) => text.match(/https:\/\/\S+/)?.[0];

  it('mails each invitee a join link, in their language or else the inviter’s', async () => {
    const existing = await createUser(t.database.db, { email: 'already.here@example.test', lang: 'fr' });
    const res = await invite(['Newcomer@Example.test', existing.user.email, 'newcomer@example.test']);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('The invitations have been sent successfully');
    expect(res.json().data.invited).toBe(2);

    const newcomer = mailTo('newcomer@example.test');
    expect(newcomer?.subject).toBe(`Sie sind eingeladen, ${team.team.name} auf OpenTip beizutreten`);
    expect(linkIn(newcomer!.text)).toBe(`${PUBLIC_URL}/joinTeam?teamCode=${team.team.code}`);
    const member = mailTo('already.here@example.test');
    expect(member?.subject).toBe(`Vous êtes invité à rejoindre ${team.team.name} sur OpenTip`);
    expect(linkIn(member!.text)).toBe(`${PUBLIC_URL}/joinTeamRequest?teamCode=${team.team.code}`);

    // The link's code opens the join screen's team.
    const code = new URL(linkIn(newcomer!.text)!).searchParams.get('teamCode');
    const screen = await call(t.app, { method: 'GET', url: `/teams/${code}` });
    expect(screen.json().data.team.name).toBe(team.team.name);

    const pending = (await requests()).invitations.map((i: { email: string }) => i.email).sort();
    expect(pending).toEqual(['already.here@example.test', 'newcomer@example.test']);
  });

  it('sends again without a second invitation, and skips people already in the team', async () => {
    const member = await addToTeam(t.database.db, team, 'member');
    const before = t.mails.length;
    const res = await invite(['newcomer@example.test', member.user.email]);
    expect(res.json().data.invited).toBe(1);
    expect(t.mails.length).toBe(before + 1);
    const emails = (await requests()).invitations.map((i: { email: string }) => i.email);
    expect(emails.filter((e: string) => e === 'newcomer@example.test')).toHaveLength(1);
  });

  it('recognises an invited address that signs up later with the team code', async () => {
    const person = await createUser(t.database.db, {
      email: 'newcomer@example.test',
      accountType: 'individual',
    });
    await signUpAsTeamMember(t.database.db, {
      userId: person.user.id,
      teamCode: team.team.code,
      now: new Date(),
    });
    const data = await requests();
    expect(data.teamMembers).toMatchObject([{ userId: person.user.id, status: 'pending', invited: true }]);
    expect(data.invitations.map((i: { email: string }) => i.email)).toEqual(['already.here@example.test']);
  });

  it('recognises an invited person with an account who asks to join', async () => {
    const [existing] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'already.here@example.test'));
    const session = await createUser(t.database.db, { email: 'other@example.test' });
    const res = await call(t.app, {
      method: 'POST',
      url: '/teams/joinTeamRequest',
      token: session.token,
      payload: { teamCode: team.team.code },
    });
    expect(res.json().data.member.invited).toBe(false);
    const token = await issueAccessToken(t.database.db, {
      userId: existing!.id,
      now: new Date(),
      ttlDays: 1,
    });
    const asked = await call(t.app, {
      method: 'POST',
      url: '/teams/joinTeamRequest',
      token,
      payload: { teamCode: team.team.code },
    });
    expect(asked.json().data.member).toMatchObject({ invited: true, status: 'pending' });
    expect((await requests()).invitations).toEqual([]);
  });

  it('refuses an empty, too long or wrong list, and a member who is not a manager', async () => {
    const cases: [unknown, string][] = [
      [[], 'Please enter at least one email address.'],
      [
        Array.from({ length: 21 }, (_, i) => `p${i}@example.test`),
        'You can invite at most 20 people at a time.',
      ],
      [['not-an-email'], 'Please enter valid email'],
      ['someone@example.test', 'Please enter at least one email address.'],
    ];
    for (const [emails, message] of cases) {
      const res = await invite(emails);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const member = await addToTeam(t.database.db, team, 'member');
    const before = t.mails.length;
    expect((await invite(['x@example.test'], member.token)).statusCode).toBe(404);
    expect(t.mails.length).toBe(before);
  });
});

describe('team invitations when mail is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      deps: { mailer: unreachableMailer },
    });
  });
  afterAll(() => t.close());

  it('says so (503) and keeps the invitation to send again', async () => {
    const team = await newTeam(t.database.db);
    const res = await call(t.app, {
      method: 'POST',
      url: '/teams/send-team-invite',
      token: team.owner.token,
      payload: { teamId: team.team.id, emails: ['late@example.test'] },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('We could not send the email just now. Please try again in a moment.');
    const requests = await call(t.app, {
      method: 'GET',
      url: `/teams/requests?teamId=${team.team.id}`,
      token: team.owner.token,
    });
    expect(requests.json().data.invitations).toMatchObject([{ email: 'late@example.test' }]);
  });
});
