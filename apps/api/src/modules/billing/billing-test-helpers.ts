import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sandboxPaymentMethods, SANDBOX_BEHAVIORS } from '../../db/schema/payments.ts';
import { businesses } from '../../db/schema/businesses.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { issueAccessToken } from '../../lib/sessions.ts';
import { bearer, createUser } from '../../../test/fixtures.ts';
import { createPromoCode, type NewPromoCode } from './promo-codes.service.ts';

/** A clock the app reads through deps.now and a test moves. */
export function testClock(start: Date) {
  let current = start;
  return {
    now: () => current,
    set: (to: Date) => (current = to),
    advanceDays: (days: number) => (current = new Date(current.getTime() + days * 86_400_000)),
  };
}

export interface BusinessOwner {
  user: UserRow;
  businessId: string;
  /** A bearer token valid at the clock's time (sessions expire as the clock moves). */
  token(): Promise<string>;
}

/** A business account and its business, created at the clock's `now` (its trial starts then). */
export async function newBusiness(db: Db, now: () => Date, name = 'Aurora Café'): Promise<BusinessOwner> {
  const { user } = await createUser(db, { userType: 'payee', accountType: 'business' });
  const [business] = await db
    .insert(businesses)
    .values({
      ownerId: user.id,
      name,
      businessType: 'corporation',
      estimatedRevenue: 'small',
      createdAt: now(),
    })
    .returning();
  if (!business) throw new Error('business not created');
  return {
    user,
    businessId: business.id,
    token: () => issueAccessToken(db, { userId: user.id, now: now(), ttlDays: 30 }),
  };
}

export async function newPromo(db: Db, input: Partial<NewPromoCode> & { code: string }, now: Date) {
  const created = await createPromoCode(db, {
    kind: 'percent',
    value: 20,
    currency: null,
    validFrom: now,
    validUntil: null,
    maxRedemptions: null,
    ...input,
  });
  if (!created) throw new Error('promo code exists');
  return created;
}

/** What the card's bank does from now on (a card that runs out of funds, then is topped up). */
export async function setCardBehavior(
  db: Db,
  token: string,
  behavior: (typeof SANDBOX_BEHAVIORS)[number],
): Promise<void> {
  await db.update(sandboxPaymentMethods).set({ behavior }).where(eq(sandboxPaymentMethods.token, token));
}

export function billingCalls(app: FastifyInstance, owner: BusinessOwner) {
  const base = `/api/v1/business/${owner.businessId}`;
  return {
    async get(id = owner.businessId) {
      return app.inject({
        method: 'GET',
        url: `/api/v1/business/${id}/subscription`,
        headers: bearer(await owner.token()),
      });
    },
    async subscribe(body: Record<string, unknown>, key: string = randomUUID(), id = owner.businessId) {
      return app.inject({
        method: 'POST',
        url: `/api/v1/business/${id}/subscription`,
        headers: { ...bearer(await owner.token()), 'idempotency-key': key },
        payload: body,
      });
    },
    async check(body: Record<string, unknown>) {
      return app.inject({
        method: 'POST',
        url: `${base}/promo-code/check`,
        headers: bearer(await owner.token()),
        payload: body,
      });
    },
    async cancel() {
      return app.inject({
        method: 'POST',
        url: `${base}/subscription/cancel`,
        headers: bearer(await owner.token()),
      });
    },
    async resume() {
      return app.inject({
        method: 'POST',
        url: `${base}/subscription/resume`,
        headers: bearer(await owner.token()),
      });
    },
  };
}
