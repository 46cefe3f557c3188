import { createHash } from 'node:crypto';
import { and, count, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { SubscribeBody, subscribeData } from '@opentip/shared/schemas/billing.schema';
import type { Db } from '../../db/client.ts';
import { billingInvoices, billingRequests, businessSubscriptions } from '../../db/schema/billing.ts';
import { paymentCustomers, savedCards } from '../../db/schema/payments.ts';
import type { UserRow } from '../../db/schema/users.ts';
import type { BillingProvider, InvoiceRecord } from '../../integrations/billing/billing-provider.ts';
import type { CardVault } from '../../integrations/payments/card-vault.ts';
import {
  FAILURE_MESSAGE_KEYS,
  REQUEST_FAILURES,
  failureErrorCode,
} from '../../integrations/payments/failure-messages.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { ok } from '../../lib/reply.ts';
import { atProvider, saveCard } from '../cards/cards.service.ts';
import type { BusinessRow } from '../businesses/business-access.ts';
import { firstPaymentKey } from './abandoned-first-payments.ts';
import { planOf } from './plans.ts';
import { claimPromo, confirmPromoClaim, releasePromoClaim } from './promo-claims.service.ts';
import { applicablePromo } from './promo-codes.service.ts';
import { statusAt, subscriptionData, subscriptionRowOf } from './subscription-view.ts';

export interface SubscribeOptions {
  db: Db;
  billing: BillingProvider;
  vault: CardVault;
  caller: UserRow;
  business: BusinessRow;
  idempotencyKey: string;
  body: SubscribeBody;
  now: Date;
  /** Told once the subscription is paid and recorded (the receipt mail). */
  onSubscribed?: (invoice: InvoiceRecord | null) => Promise<void>;
}

type Answer = { success: true; message: string; data: z.infer<typeof subscribeData> };

function requestHash(body: SubscribeBody): string {
  const sorted = Object.fromEntries(Object.entries(body).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex');
}

/** The card renewals charge: a saved card of the owner's, or a new one saved now for renewals. */
async function cardFor(options: SubscribeOptions) {
  const { db, vault, caller, body } = options;
  const card = body.savedCardId
    ? (
        await db
          .select()
          .from(savedCards)
          .where(
            and(
              eq(savedCards.id, body.savedCardId),
              eq(savedCards.userId, caller.id),
              eq(savedCards.provider, vault.provider),
            ),
          )
      )[0]
    : await saveCard({ db, vault, caller, paymentMethod: body.paymentMethod ?? '', now: options.now });
  if (!card) throw notFound('cardNotFound', 'CARD_NOT_FOUND');
  const [customer] = await db
    .select({ id: paymentCustomers.customerId })
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.userId, caller.id), eq(paymentCustomers.provider, vault.provider)));
  if (!customer) throw notFound('cardNotFound', 'CARD_NOT_FOUND');
  return { card, customerId: customer.id };
}

async function nextInvoiceNumber(tx: Db, businessId: string): Promise<string> {
  const [row] = await tx
    .select({ n: count() })
    .from(billingInvoices)
    .where(eq(billingInvoices.businessId, businessId));
  return `OT-${businessId.slice(0, 8).toUpperCase()}-${String((row?.n ?? 0) + 1).padStart(4, '0')}`;
}

/** Records an invoice once per provider charge or invoice, however often it is reported. */
export async function recordInvoice(
  tx: Db,
  businessId: string,
  currency: string,
  invoice: InvoiceRecord,
  now: Date,
): Promise<boolean> {
  const inserted = await tx
    .insert(billingInvoices)
    .values({
      businessId,
      number: invoice.number ?? (await nextInvoiceNumber(tx, businessId)),
      amount: invoice.amount,
      currency,
      status: invoice.status,
      periodStart: invoice.periodStart,
      periodEnd: invoice.periodEnd,
      providerRef: invoice.ref,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: billingInvoices.id });
  return inserted.length > 0;
}

/** How long an unanswered request holds back others of the same business (a crashed one, at most). */
const IN_FLIGHT_MS = 60_000;

/**
 * Two attempts with different keys at once (two tabs, two managers) must not both charge. Each
 * request is recorded before it looks for an older unanswered one, so of two at once at least the
 * later one sees the other and stops; nothing is charged for it.
 */
async function refuseWhileAnotherIsPaying(db: Db, request: typeof billingRequests.$inferSelect, now: Date) {
  const since = new Date(now.getTime() - IN_FLIGHT_MS);
  const [older] = await db
    .select({ id: billingRequests.id })
    .from(billingRequests)
    .where(
      and(
        eq(billingRequests.businessId, request.businessId),
        isNull(billingRequests.response),
        ne(billingRequests.id, request.id),
        gt(billingRequests.createdAt, since),
        or(
          lt(billingRequests.createdAt, request.createdAt),
          and(eq(billingRequests.createdAt, request.createdAt), lt(billingRequests.id, request.id)),
        ),
      ),
    )
    .limit(1);
  if (older) throw conflict('subscriptionPaymentInProgress', 'SUBSCRIPTION_PAYMENT_IN_PROGRESS');
}

/**
 * POST /business/{id}/subscription. The request is recorded by its Idempotency-Key first; the
 * provider gets a key derived from it, so retries charge once and the paid answer is replayed.
 * Refusals are not stored: nothing was charged, the request's record goes with the promo code use
 * it held, and a retry is checked again. An unknown outcome (the provider unreachable) keeps both,
 * so the retry repeats the same call.
 */
export async function subscribe(options: SubscribeOptions): Promise<Answer> {
  const { db, business, now, body } = options;
  const hash = requestHash(body);
  const [created] = await db
    .insert(billingRequests)
    .values({
      businessId: business.id,
      idempotencyKey: options.idempotencyKey,
      requestHash: hash,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  const request =
    created ??
    (
      await db
        .select()
        .from(billingRequests)
        .where(
          and(
            eq(billingRequests.businessId, business.id),
            eq(billingRequests.idempotencyKey, options.idempotencyKey),
          ),
        )
    )[0];
  if (!request) throw new Error('billing request vanished');
  if (request.requestHash !== hash) throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', 'requestKeyReused');
  if (request.response) return request.response as Answer;
  try {
    await refuseWhileAnotherIsPaying(db, request, now);
    return await charge(options, request);
  } catch (error) {
    const refused = error instanceof AppError && error.status < 500;
    if (refused)
      await db.transaction(async (tx) => {
        await releasePromoClaim(tx, request.id);
        await tx
          .delete(billingRequests)
          .where(and(eq(billingRequests.id, request.id), isNull(billingRequests.response)));
      });
    throw error;
  }
}

async function charge(
  options: SubscribeOptions,
  request: typeof billingRequests.$inferSelect,
): Promise<Answer> {
  const { db, business, now, body } = options;
  const current = await subscriptionRowOf(db, business.id);
  const status = statusAt(current, business.createdAt, now);
  if (status === 'active') throw conflict('subscriptionAlreadyActive', 'SUBSCRIPTION_ALREADY_ACTIVE');
  const plan = planOf(body.planId, body.currency);
  const promo = body.promoCode
    ? await applicablePromo(db, {
        code: body.promoCode,
        businessId: business.id,
        currency: plan.currency,
        now,
      })
    : null;
  const { card, customerId } = await cardFor(options);
  if (promo) await claimPromo(db, { promo, businessId: business.id, requestId: request.id, now });

  const outcome = await atProvider(() =>
    options.billing.start({
      idempotencyKey: firstPaymentKey(request.id),
      businessId: business.id,
      customerId,
      paymentMethod: card.paymentMethod,
      plan,
      promo,
      now,
    }),
  );
  if (outcome.status === 'failed')
    throw new AppError(
      REQUEST_FAILURES.has(outcome.code) ? 400 : 402,
      failureErrorCode(outcome.code),
      FAILURE_MESSAGE_KEYS[outcome.code],
    );

  const fields = {
    provider: options.billing.name,
    planId: plan.id,
    currency: plan.currency,
    amount: plan.amount,
    paymentMethod: card.paymentMethod,
    customerId,
    cardBrand: card.brand,
    cardLast4: card.last4,
    promoCodeId: promo?.id ?? null,
    providerSubscriptionId: outcome.providerSubscriptionId,
    updatedAt: now,
  };

  if (outcome.status === 'requiresAction') {
    // Stripe's subscription exists already, its coupon applied: its webhooks find it by id and a
    // retry is answered the same. The sandbox's starts when paid; a retry then reads the charge.
    const nextAction = { type: 'authenticate' as const, clientSecret: outcome.clientSecret };
    if (!outcome.providerSubscriptionId)
      return ok('authenticationRequiredNext', { ...(await subscriptionData(db, business, now)), nextAction });
    return db.transaction(async (tx) => {
      if (promo) await confirmPromoClaim(tx, promo.id, business.id);
      await tx
        .insert(businessSubscriptions)
        .values({ businessId: business.id, status: 'pending', ...fields, createdAt: now })
        .onConflictDoUpdate({ target: businessSubscriptions.businessId, set: fields });
      const answer = ok('authenticationRequiredNext', {
        ...(await subscriptionData(tx, business, now)),
        nextAction,
      });
      await tx.update(billingRequests).set({ response: answer }).where(eq(billingRequests.id, request.id));
      return answer;
    });
  }

  const active = {
    ...fields,
    status: 'active' as const,
    currentPeriodStart: outcome.periodStart,
    currentPeriodEnd: outcome.periodEnd,
    cancelAtPeriodEnd: false,
    graceEndsAt: null,
    lastAttemptAt: null,
    providerStateAt: null,
  };
  const answer = await db.transaction(async (tx) => {
    if (promo) await confirmPromoClaim(tx, promo.id, business.id);
    await tx
      .insert(businessSubscriptions)
      .values({ businessId: business.id, ...active, createdAt: now })
      .onConflictDoUpdate({ target: businessSubscriptions.businessId, set: active });
    if (outcome.invoice) await recordInvoice(tx, business.id, plan.currency, outcome.invoice, now);
    const data = await subscriptionData(tx, business, now);
    const body = ok('businessSubscribed', { ...data, nextAction: null });
    await tx.update(billingRequests).set({ response: body }).where(eq(billingRequests.id, request.id));
    return body;
  });
  // Subscribing again (past due or lapsed) replaces the old subscription: it must not renew too.
  // The new one is paid already, so a failure here (e.g. Stripe ended it before) does not undo that.
  const replaced = current?.status !== 'canceled' ? current?.providerSubscriptionId : null;
  if (replaced && replaced !== outcome.providerSubscriptionId)
    await options.billing.endNow(replaced).catch(() => undefined);
  await options.onSubscribed?.(outcome.invoice);
  return answer;
}
