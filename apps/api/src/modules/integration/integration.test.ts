import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.ts';
import { bearer, createUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createGiver, createTeam, giveTip, sandboxToken } from '../../../test/tips-fixtures.ts';

describe('linking a payment account (sandbox mode)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const link = (token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/user/checkStripAccount',
      headers: token ? bearer(token) : {},
    });

  it('creates a sandbox connected account, after which the receiver can be tipped', async () => {
    const me = await createUser(t.database.db);
    const res = await link(me.token);
    expect(res.statusCode).toBe(200);
    const { message, data } = res.json();
    expect(message).toBe('Connect Account Successfully linked');
    expect(data).toEqual({
      user: {
        id: me.user.id,
        stripeConnectedAccountId: expect.stringMatching(/^acct_sandbox_/),
        paymentsEnabled: true,
      },
      onboardingUrl: null,
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row?.stripeConnectedAccountId).toBe(data.user.stripeConnectedAccountId);
    // Linking again keeps the same account.
    expect((await link(me.token)).json().data.user.stripeConnectedAccountId).toBe(
      data.user.stripeConnectedAccountId,
    );

    const tip = await giveTip(t.app, {
      body: {
        payee: me.user.id,
        amount: 800,
        currency: 'GBP',
        paymentType: 'card',
        paymentMethod: await sandboxToken(t.app),
      },
    });
    expect(tip.statusCode).toBe(200);
  });

  it('is for tip receivers only, signed in', async () => {
    const giver = await createGiver(t.database.db);
    const refused = await link(giver.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only tip receivers can link a payment account.');
    expect((await link()).statusCode).toBe(401);
  });

  it('tells which account a tip to a receiver or a team goes to', async () => {
    const me = await createUser(t.database.db);
    const linked = (await link(me.token)).json().data.user.stripeConnectedAccountId;
    const byUser = await t.app.inject({
      url: `/api/v1/integration/getstripeConnectedId?userId=${me.user.id}`,
    });
    expect(byUser.json().data).toEqual({ user: { id: me.user.id, stripeConnectedAccountId: linked } });

    const { teamId, owner } = await createTeam(t.database.db);
    const byTeam = await t.app.inject({ url: `/api/v1/integration/getstripeConnectedId?toTeamId=${teamId}` });
    expect(byTeam.json().data.user.id).toBe(owner.user.id);
    expect(byTeam.json().data.user.stripeConnectedAccountId).toMatch(/^acct_sandbox_/);

    const unknown = await t.app.inject({
      url: '/api/v1/integration/getstripeConnectedId?userId=00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/v1/integration/getstripeConnectedId' })).statusCode).toBe(400);
  });
});
