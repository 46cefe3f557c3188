import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-fixtures.ts';
import { bearer, createUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createGiver, createReceiver, giveTip, sandboxToken } from '../../../test/tips-fixtures.ts';
import { adminAuditLog } from '../../db/schema/admin.ts';
import {
  ProviderUnavailableError,
  type PaymentProvider,
} from '../../integrations/payments/payment-provider.ts';
import { createSandboxProvider } from '../../integrations/payments/sandbox/sandbox-provider.ts';
import { tipProvidersFrom } from '../transactions/tip-providers.ts';
import { getTip } from './admin-tips.service.ts';

const MISSING = '00000000-0000-4000-8000-000000000000';
type Person = Awaited<ReturnType<typeof createReceiver>>;

describe('tips (admin)', () => {
  let t: TestApp;
  let admin: { token: string; user: { id: string } };
  let receiver: Person;
  let giver: Person;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t.database.db);
    receiver = await createReceiver(t.database.db);
    giver = await createGiver(t.database.db);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object, token = admin.token) =>
    t.app.inject({ method, url: `/api/v1${url}`, payload, headers: token ? bearer(token) : {} });
  const auditOf = (id: string) =>
    t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, id));
  const paidTip = async (amount = 1000): Promise<string> => {
    const res = await giveTip(t.app, {
      token: giver.token,
      body: {
        payee: receiver.user.id,
        amount,
        currency: 'USD',
        paymentType: 'card',
        paymentMethod: await sandboxToken(t.app),
      },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.transaction.id;
  };

  it('searches by receiver (id, unique ID, user name), giver email, amount, currency and status', async () => {
    const id = await paidTip(1234);
    const { json } = await call('GET', `/admin/tips/${id}`);
    const total = json().data.tip.totalAmount;
    for (const query of [
      `receiver=${receiver.user.id}`,
      `receiver=${receiver.user.uniqueId}`,
      `receiver=${receiver.user.username}`,
      `giverEmail=${encodeURIComponent(giver.user.email ?? '')}`,
      `amount=${total}&currency=usd&status=succeeded`,
      `from=2000-01-01&to=2999-01-01`,
    ]) {
      const res = await call('GET', `/admin/tips?${query}`);
      expect(res.statusCode, query).toBe(200);
      expect(
        res.json().data.tips.map((tip: { id: string }) => tip.id),
        query,
      ).toContain(id);
    }
    // The list names the receiver, so the console shows a person rather than an id.
    const listed = (await call('GET', `/admin/tips?receiver=${receiver.user.uniqueId}`)).json().data.tips;
    expect(listed.find((tip: { id: string }) => tip.id === id).receiver).toEqual({
      id: receiver.user.id,
      uniqueId: receiver.user.uniqueId,
      username: receiver.user.username,
      email: receiver.user.email,
      fullName: receiver.user.fullName,
    });
    const none = await call('GET', `/admin/tips?receiver=${receiver.user.id}&amount=1`);
    expect(none.json().data.tips).toEqual([]);
    expect((await call('GET', '/admin/tips?status=lost')).statusCode).toBe(400);
    expect((await call('GET', '/admin/tips?from=yesterday')).statusCode).toBe(400);
  });

  it('shows one tip with its ledger lines, refunds and the provider record; no audit entry', async () => {
    const id = await paidTip();
    const res = await call('GET', `/admin/tips/${id}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.tip).toMatchObject({ id, status: 'succeeded' });
    expect(data.ledger.length).toBeGreaterThan(0);
    expect(data.ledger[0].entries[0]).toMatchObject({
      accountKey: expect.any(String),
      amount: expect.any(Number),
    });
    expect(data.refunds).toEqual([]);
    expect(data.providerRecord).toMatchObject({ reachable: true, found: true, status: 'succeeded' });
    expect(await auditOf(id)).toHaveLength(0);
  });

  it('shows a provider that cannot be reached as such, not as an error', async () => {
    const id = await paidTip();
    const sandbox = createSandboxProvider(t.database.db);
    const unreachable: PaymentProvider = {
      ...sandbox,
      async findCharge() {
        throw new ProviderUnavailableError(new Error('connect ETIMEDOUT'));
      },
    };
    const detail = await getTip(t.database.db, tipProvidersFrom(unreachable), id);
    expect(detail.providerRecord).toEqual({ reachable: false, found: false, status: null, paymentId: null });
    expect(detail.tip.id).toBe(id);
  });

  it('refunds through the refund service with a reason: one audit entry; refuses more than is left', async () => {
    const id = await paidTip();
    const noReason = await call('POST', `/admin/tips/${id}/refund`, { amount: 100 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Please give a reason.');
    const part = await call('POST', `/admin/tips/${id}/refund`, { amount: 400, reason: 'double charge' });
    expect(part.statusCode).toBe(200);
    expect(part.json().data.tip.refundedAmount).toBe(400);
    const audit = await auditOf(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'tip.refund',
      targetType: 'tip',
      adminUserId: admin.user.id,
      before: { refundedAmount: 0 },
      after: { refundedAmount: 400, amount: 400 },
      reason: 'double charge',
    });
    const tooMuch = await call('POST', `/admin/tips/${id}/refund`, { amount: 100_000, reason: 'x' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().code).toBe('REFUND_AMOUNT_INVALID');
    const detail = (await call('GET', `/admin/tips/${id}`)).json().data;
    expect(detail.refunds).toMatchObject([{ amount: 400, status: 'succeeded', requestedBy: admin.user.id }]);
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('answers unknown ids with 404 and refuses a visitor (401) and a non-administrator (403)', async () => {
    expect((await call('GET', `/admin/tips/${MISSING}`)).statusCode).toBe(404);
    expect((await call('GET', '/admin/tips/nope')).statusCode).toBe(404);
    expect((await call('POST', `/admin/tips/${MISSING}/refund`, { reason: 'x' })).statusCode).toBe(404);
    const id = await paidTip();
    const { token } = await createUser(t.database.db);
    const routes: ['GET' | 'POST', string, object?][] = [
      ['GET', '/admin/tips'],
      ['GET', `/admin/tips/${id}`],
      ['POST', `/admin/tips/${id}/refund`, { reason: 'x' }],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, body, '')).statusCode, url).toBe(401);
      expect((await call(method, url, body, token)).statusCode, url).toBe(403);
    }
    expect(await auditOf(id)).toHaveLength(0);
  });
});
