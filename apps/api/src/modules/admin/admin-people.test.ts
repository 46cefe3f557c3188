import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-fixtures.ts';
import { bearer, createUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { adminAuditLog } from '../../db/schema/admin.ts';
import { roomOf, sendMessage } from '../chat/chat-test-helpers.ts';
import { addToTeam, newTeam } from '../teams/team-test-helpers.ts';

const MISSING = '00000000-0000-4000-8000-000000000000';
const SPEC_CHAT_MESSAGE =
  'You are not allowed to chat. You have been disabled by an administrator. Please contact support.';

describe('people (admin)', () => {
  let t: TestApp;
  let admin: { token: string; user: { id: string } };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t.database.db);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object, token = admin.token) =>
    t.app.inject({ method, url: `/api/v1${url}`, payload, headers: token ? bearer(token) : {} });
  const auditOf = (id: string) =>
    t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, id));

  it('searches by email, name, user name and unique ID, the exact unique ID first', async () => {
    const { user } = await createUser(t.database.db, {
      firstName: 'Zelda',
      lastName: 'Quixote',
      fullName: 'Zelda Quixote',
    });
    for (const q of [user.email ?? '', 'zelda', 'QUIXOTE', 'zelda quix', user.username, user.uniqueId]) {
      const res = await call('GET', `/admin/people?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
      expect(
        res.json().data.people.map((p: { id: string }) => p.id),
        q,
      ).toContain(user.id);
    }
    const exact = await call('GET', `/admin/people?q=${user.uniqueId}`);
    expect(exact.json().data.people[0].id).toBe(user.id);
    expect(JSON.stringify(exact.json())).not.toContain('passwordHash');
  });

  it("lists everyone, newest first, when nothing is searched (the console's first screen)", async () => {
    const older = await createUser(t.database.db, { fullName: 'First Listed' });
    const newer = await createUser(t.database.db, { fullName: 'Second Listed' });
    const res = await call('GET', '/admin/people');
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json().data.people.map((p: { id: string }) => p.id);
    expect(ids).toContain(older.user.id);
    expect(ids.indexOf(newer.user.id)).toBeLessThan(ids.indexOf(older.user.id));
    expect(res.json().data.total).toBeGreaterThanOrEqual(2);
  });

  it('shows one person with teams, counts, tips and payout accounts, without the password hash', async () => {
    const team = await newTeam(t.database.db);
    const member = await addToTeam(t.database.db, team, 'member');
    const res = await call('GET', `/admin/people/${member.user.id}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.person).toMatchObject({ id: member.user.id, chatDisabled: false, signInDisabledAt: null });
    expect(data.teams).toMatchObject([{ teamId: team.team.id, role: 'member', status: 'accepted' }]);
    expect(data.counts).toEqual({ tipsGiven: 0, tipsReceived: 0 });
    expect(data.payoutAccounts).toEqual([]);
    expect(JSON.stringify(data)).not.toMatch(/password/i);
    const owner = (await call('GET', `/admin/people/${team.owner.user.id}`)).json().data;
    expect(owner.teams).toMatchObject([{ teamId: team.team.id, role: 'owner' }]);
    expect(owner.payoutAccounts.length).toBeGreaterThan(0);
    expect(owner.payoutAccounts[0]).toMatchObject({
      provider: expect.any(String),
      ready: expect.any(Boolean),
    });
    expect(await auditOf(member.user.id)).toHaveLength(0);
  });

  it('chat off: the person gets the SPEC message when sending; one audit entry with the reason', async () => {
    const team = await newTeam(t.database.db);
    const member = await addToTeam(t.database.db, team, 'member');
    const room = await roomOf(t.app, member.token, { userId: team.owner.user.id });
    const off = await call('POST', `/admin/people/${member.user.id}/chat`, {
      disabled: true,
      reason: 'abuse report',
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.person.chatDisabled).toBe(true);
    const send = await sendMessage(t.app, member.token, { chatRoomId: room, message: 'hello' });
    expect(send.statusCode).toBe(403);
    expect(send.json().message).toBe(SPEC_CHAT_MESSAGE);
    const audit = await auditOf(member.user.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'person.disableChat',
      adminUserId: admin.user.id,
      before: { chatDisabled: false },
      after: { chatDisabled: true },
      reason: 'abuse report',
    });
    await call('POST', `/admin/people/${member.user.id}/chat`, { disabled: false, reason: 'resolved' });
    expect((await sendMessage(t.app, member.token, { chatRoomId: room, message: 'back' })).statusCode).toBe(
      200,
    );
    expect(await auditOf(member.user.id)).toHaveLength(2);
  });

  it("sign-in off: the person's existing token stops working at once; one audit entry", async () => {
    const { user, token } = await createUser(t.database.db);
    expect((await call('GET', '/user/profile', undefined, token)).statusCode).not.toBe(401);
    const off = await call('POST', `/admin/people/${user.id}/sign-in`, { disabled: true, reason: 'fraud' });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.person.signInDisabledAt).not.toBeNull();
    expect((await call('GET', `/admin/people/${user.id}`, undefined, token)).statusCode).toBe(401);
    expect((await call('GET', '/user/profile', undefined, token)).statusCode).toBe(401);
    const audit = await auditOf(user.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'person.disableSignIn',
      reason: 'fraud',
      before: { signInDisabledAt: null },
    });
    const on = await call('POST', `/admin/people/${user.id}/sign-in`, { disabled: false, reason: 'cleared' });
    expect(on.json().data.person.signInDisabledAt).toBeNull();
    // The token was revoked, not only hidden: turning sign-in back on does not revive it.
    expect((await call('GET', '/user/profile', undefined, token)).statusCode).toBe(401);
  });

  it('resends the verification mail to an unverified address only', async () => {
    const { user } = await createUser(t.database.db, { emailVerifiedAt: null });
    const res = await call('POST', `/admin/people/${user.id}/resend-verification`);
    expect(res.statusCode).toBe(200);
    expect(t.mails.at(-1)?.to).toBe(user.email);
    expect(await auditOf(user.id)).toMatchObject([{ action: 'person.resendVerification' }]);
    const { user: verified } = await createUser(t.database.db);
    const refused = await call('POST', `/admin/people/${verified.id}/resend-verification`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('This email address is already verified.');
    expect(await auditOf(verified.id)).toHaveLength(0);
  });

  it('answers bad input with 4xx and message keys, writing no audit entry', async () => {
    const { user } = await createUser(t.database.db);
    expect((await call('GET', `/admin/people/${MISSING}`)).statusCode).toBe(404);
    expect((await call('GET', '/admin/people/nobody')).statusCode).toBe(404);
    expect(
      (await call('POST', `/admin/people/${MISSING}/chat`, { disabled: true, reason: 'x' })).statusCode,
    ).toBe(404);
    expect((await call('POST', `/admin/people/${MISSING}/resend-verification`)).statusCode).toBe(404);
    const noReason = await call('POST', `/admin/people/${user.id}/sign-in`, { disabled: true, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Please give a reason.');
    expect(
      (await call('POST', `/admin/people/${user.id}/chat`, { disabled: 'yes', reason: 'x' })).statusCode,
    ).toBe(400);
    expect((await call('GET', '/admin/people?page=abc')).statusCode).toBe(400);
    expect(await auditOf(user.id)).toHaveLength(0);
  });

  it('refuses a visitor (401) and a person who is not an administrator (403)', async () => {
    const { user, token } = await createUser(t.database.db);
    const routes: ['GET' | 'POST', string, object?][] = [
      ['GET', '/admin/people'],
      ['GET', `/admin/people/${user.id}`],
      ['POST', `/admin/people/${user.id}/chat`, { disabled: true, reason: 'x' }],
      ['POST', `/admin/people/${user.id}/sign-in`, { disabled: true, reason: 'x' }],
      ['POST', `/admin/people/${user.id}/resend-verification`],
      ['GET', '/admin/audit'],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, body, '')).statusCode, url).toBe(401);
      expect((await call(method, url, body, token)).statusCode, url).toBe(403);
    }
    expect(await auditOf(user.id)).toHaveLength(0);
  });
});
