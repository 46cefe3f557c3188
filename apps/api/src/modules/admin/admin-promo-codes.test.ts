import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createAdmin } from '../../../test/admin-fixtures.ts';
import { bearer, createUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { sandboxToken } from '../../../test/tips-fixtures.ts';
import { adminAuditLog } from '../../db/schema/admin.ts';
import { createInlineJobQueue } from '../../jobs/inline-job-queue.ts';
import { billingCalls, newBusiness, newPromo, testClock } from '../billing/billing-test-helpers.ts';

const clock = testClock(new Date('2026-03-10T09:00:00Z'));
const MISSING = '00000000-0000-4000-8000-000000000000';

describe('promo codes (admin)', () => {
  let t: TestApp;
  let admin: { token: string; user: { id: string } };
  beforeAll(async () => {
    t = await createTestApp({ deps: { now: clock.now, jobs: createInlineJobQueue() } });
    admin = await createAdmin(t.database.db);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object, token: string | null = admin.token) =>
    t.app.inject({ method, url: `/api/v1${url}`, payload, headers: token ? bearer(token) : {} });
  const auditOf = (id: string) =>
    t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, id));

  it('refuses every promo code route to a visitor (401) and to a person (403)', async () => {
    const { token } = await createUser(t.database.db);
    const routes: ['GET' | 'POST', string, object?][] = [
      ['GET', '/admin/promo-codes'],
      ['POST', '/admin/promo-codes', { code: 'NOPE1', kind: 'percent', value: 5 }],
      ['POST', `/admin/promo-codes/${MISSING}/pause`, { paused: true, reason: 'x' }],
      ['GET', `/admin/promo-codes/${MISSING}/redemptions`],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, body, null)).statusCode, url).toBe(401);
      expect((await call(method, url, body, token)).statusCode, url).toBe(403);
    }
  });

  it('creates a code by the command rules, upper-cased, with one audit entry; a duplicate is 409', async () => {
    const res = await call('POST', '/admin/promo-codes', {
      code: 'spring-10',
      kind: 'amount',
      value: 1000,
      currency: 'eur',
      validUntil: '2026-06-01T00:00:00Z',
      maxRedemptions: 50,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Promo code created');
    const promo = res.json().data.promoCode;
    expect(promo).toMatchObject({
      code: 'SPRING-10',
      kind: 'amount',
      value: 1000,
      currency: 'EUR',
      validFrom: clock.now().toISOString(),
      validUntil: '2026-06-01T00:00:00.000Z',
      maxRedemptions: 50,
      redemptions: 0,
      pausedAt: null,
    });
    const audit = await auditOf(promo.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'promoCode.create',
      before: null,
      after: { code: 'SPRING-10' },
    });

    const again = await call('POST', '/admin/promo-codes', { code: 'Spring-10', kind: 'percent', value: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A promo code with this name already exists.');
    expect(await auditOf(promo.id)).toHaveLength(1);

    const list = (await call('GET', '/admin/promo-codes')).json().data;
    expect(list.promoCodes.map((p: { code: string }) => p.code)).toContain('SPRING-10');
  });

  it('refuses a code the rules refuse (400, with the reason) and a malformed body', async () => {
    const cases: [object, string][] = [
      [{ code: 'BIG', kind: 'percent', value: 150 }, 'A percent is from 1 to 100.'],
      [{ code: 'NOCUR', kind: 'amount', value: 500 }, 'An amount code needs its currency.'],
      [{ code: 'X!', kind: 'percent', value: 5 }, 'A code is 3 to 40 letters, digits, "-" or "_".'],
      [
        {
          code: 'BACKWARDS',
          kind: 'freeMonths',
          value: 2,
          validFrom: '2026-05-01',
          validUntil: '2026-04-01',
        },
        'The code must end after it starts.',
      ],
    ];
    for (const [body, problem] of cases) {
      const res = await call('POST', '/admin/promo-codes', body);
      expect(res.statusCode, problem).toBe(400);
      expect(res.json().message).toBe('This promo code is not valid.');
      expect(res.json().details[0].message).toBe(problem);
    }
    const noKind = await call('POST', '/admin/promo-codes', { code: 'NOKIND', value: 5 });
    expect(noKind.statusCode).toBe(400);
    expect(noKind.json().message).toBe('Some of the information sent is not valid.');
    const noCode = await call('POST', '/admin/promo-codes', { kind: 'percent', value: 5 });
    expect(noCode.json().message).toBe('Promo Code is required');
    const audit = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'promoCode.create'));
    expect(audit.every((a) => (a.after as { code: string }).code === 'SPRING-10')).toBe(true);
  });

  it('pauses (a business can no longer redeem) and resumes a code, one audit entry each', async () => {
    const promo = await newPromo(t.database.db, { code: 'PAUSEME' }, clock.now());
    const owner = await newBusiness(t.database.db, clock.now, 'Pause Pub');
    const paused = await call('POST', `/admin/promo-codes/${promo.id}/pause`, {
      paused: true,
      reason: 'leaked',
    });
    expect(paused.statusCode).toBe(200);
    expect(paused.json().data.promoCode.pausedAt).toBe(clock.now().toISOString());
    const check = await billingCalls(t.app, owner).check({
      promoCode: 'pauseme',
      planId: 'monthly',
      currency: 'USD',
    });
    expect(check.statusCode).toBe(404);

    const twice = await call('POST', `/admin/promo-codes/${promo.id}/pause`, {
      paused: true,
      reason: 'again',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This promo code is already paused.');

    const resumed = await call('POST', `/admin/promo-codes/${promo.id}/pause`, {
      paused: false,
      reason: 'rotated',
    });
    expect(resumed.json().data.promoCode.pausedAt).toBeNull();
    const notPaused = await call('POST', `/admin/promo-codes/${promo.id}/pause`, {
      paused: false,
      reason: 'x',
    });
    expect(notPaused.statusCode).toBe(409);
    expect(notPaused.json().message).toBe('This promo code is not paused.');

    const audit = await auditOf(promo.id);
    expect(audit.map((a) => a.action).sort()).toEqual(['promoCode.pause', 'promoCode.resume']);
    expect(audit.find((a) => a.action === 'promoCode.pause')).toMatchObject({
      adminUserId: admin.user.id,
      reason: 'leaked',
      before: { pausedAt: null },
      after: { pausedAt: clock.now().toISOString() },
    });
  });

  it('pause: 404 for an unknown or malformed id, 400 without a reason', async () => {
    expect(
      (await call('POST', `/admin/promo-codes/${MISSING}/pause`, { paused: true, reason: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/admin/promo-codes/nope/pause', { paused: true, reason: 'x' })).statusCode,
    ).toBe(404);
    const promo = await newPromo(t.database.db, { code: 'NOREASON' }, clock.now());
    const res = await call('POST', `/admin/promo-codes/${promo.id}/pause`, { paused: true, reason: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please give a reason.');
    expect(await auditOf(promo.id)).toHaveLength(0);
  });

  it('lists the businesses that redeemed a code', async () => {
    const promo = await newPromo(t.database.db, { code: 'REDEEMED' }, clock.now());
    const owner = await newBusiness(t.database.db, clock.now, 'Redeeming Bistro');
    const paid = await billingCalls(t.app, owner).subscribe({
      planId: 'monthly',
      currency: 'USD',
      paymentMethod: await sandboxToken(t.app),
      promoCode: 'redeemed',
    });
    expect(paid.statusCode).toBe(200);
    const res = await call('GET', `/admin/promo-codes/${promo.id}/redemptions`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      redemptions: [
        {
          businessId: owner.businessId,
          businessName: 'Redeeming Bistro',
          redeemedAt: clock.now().toISOString(),
        },
      ],
      page: 1,
      total: 1,
      hasMore: false,
    });
    expect((await call('GET', `/admin/promo-codes/${MISSING}/redemptions`)).statusCode).toBe(404);
    expect((await call('GET', `/admin/promo-codes/${promo.id}/redemptions?page=x`)).statusCode).toBe(400);
  });
});
