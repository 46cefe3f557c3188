import type { MessageKey } from '@opentip/shared/messages';
import { createHash } from 'node:crypto';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { CreateTipBody } from '@opentip/shared/schemas/tips.schema';
import { builtPerShape, columnsSet, NAMED_BY_TEXT, placeholdersFor } from '../../db/built-once.ts';
import type { Db } from '../../db/client.ts';
import { tips, type StoredResponse, type TipRow } from '../../db/schema/payments.ts';
import type { UserRow } from '../../db/schema/users.ts';
import type { Mailer } from '../../integrations/mail/mailer.ts';
import {
  poolTransferGroup,
  ProviderUnavailableError,
  type ActionRequired,
  type ChargeOutcome,
} from '../../integrations/payments/payment-provider.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { ok } from '../../lib/reply.ts';
import { customerOfTip } from '../cards/saved-card-lookup.ts';
import { findPayeeProfile } from '../payees/payee-lookup.ts';
import { assertNotCardTesting } from './card-testing-guard.ts';
import { settleTip } from './settle-tip.ts';
import { loadPeople } from './tip-people.ts';
import { personOf, presentTip, type PersonSummary } from './tip.presenter.ts';
import { computeTipAmounts } from './tip-amounts.ts';
import { mobileMoneyNetworkOf, paymentWayOf } from './payment-way.ts';
import { isCardRail, routeProvider, type TipProviders } from './tip-providers.ts';

/** How long the request that created a tip owns it; past that a retry may take over. */
export const LEASE_MS = 60_000;
/** How long a retry waits for the first request with its key before answering "in progress". */
const WAIT_MS = 30_000;

export interface CreateTipOptions {
  db: Db;
  providers: TipProviders;
  mailer: Mailer;
  /** Where a hosted checkout sends the giver back to (the web app's origin). */
  publicUrl: string;
  feeBps: number;
  now: () => Date;
  log: { error(obj: object, msg: string): void };
  caller: UserRow | null;
  /** The address the request came from: one of the keys card-testing limits count failures by. */
  clientIp: string | null;
  idempotencyKey: string;
  body: CreateTipBody;
}

/** Same key, same body: the same request. Keys are sorted so field order does not matter. */
export function requestHash(body: CreateTipBody): string {
  // The page's language says only how the receipt reads, not what is charged: a retry after the
  // giver switched language is still the same tip.
  const charged = Object.entries(body).filter(([key]) => key !== 'language');
  const sorted = Object.fromEntries(charged.sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex');
}

export const providerKeyOf = (tip: Pick<TipRow, 'id'>) => `tip_${tip.id}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const inOneLease = (now: Date) => new Date(now.getTime() + LEASE_MS);
/** A lease given back: already past, so the next retry may take the tip at once. */
const released = (now: Date) => new Date(now.getTime() - 1);
/** Tips nobody has decided yet: their answer comes from the provider. */
const UNSETTLED = ['pending', 'requiresAction'] as const;

/**
 * POST /transactions/createtransactions. The tip is recorded (pending) before the provider is
 * called and settled after, never inside one database transaction; the provider gets an
 * idempotency key of its own, so however often a request is retried there is one charge.
 */
export async function createTip(options: CreateTipOptions): Promise<StoredResponse> {
  const { db, caller, idempotencyKey, body } = options;
  const scope = caller?.id ?? 'guest';
  const hash = requestHash(body);
  const byKey = and(eq(tips.idempotencyScope, scope), eq(tips.idempotencyKey, idempotencyKey));

  // Straight to the insert: the key's uniqueness answers "seen before?" in the same round trip.
  let prepared: Awaited<ReturnType<typeof newIntent>>;
  try {
    prepared = await newIntent(options, { scope, hash });
  } catch (error) {
    // A retry is answered as the first request was, even if that request would not pass today.
    const [earlier] = await db.select().from(tips).where(byKey);
    if (earlier) return answerRetry(options, earlier, hash);
    throw error;
  }
  const [created] = await insertIntent(db, columnsSet(prepared.intent)).execute(prepared.intent);
  if (!created) {
    const [winner] = await db.select().from(tips).where(byKey);
    if (!winner) throw new Error('tip vanished after an idempotency conflict');
    return answerRetry(options, winner, hash);
  }
  return charge(options, created, prepared.people);
}

/** The pending tip's insert; a key seen before inserts nothing. */
const insertIntent = builtPerShape((db, columns: string) =>
  db
    .insert(tips)
    .values(placeholdersFor(columns) as unknown as typeof tips.$inferInsert)
    .onConflictDoNothing()
    .returning()
    .prepare(NAMED_BY_TEXT),
);

/** Checks the request and turns it into a pending tip row (not yet written). */
async function newIntent(options: CreateTipOptions, ids: { scope: string; hash: string }) {
  const { db, providers, caller, body } = options;
  const { payee, route, poolTeamId } = await findPayeeProfile(db, {
    reference: body.payee,
    cardRail: providers.card.name,
  });
  if (caller?.id === payee.id) throw badRequest('cannotTipYourself', 'CANNOT_TIP_YOURSELF');
  const payments = routeProvider(providers, route);
  if (!route || !payments) throw new AppError(409, 'PAYEE_CANNOT_RECEIVE', 'payeeCannotReceive');
  const { paymentMethod, cardToken } = await paymentWayOf(db, { provider: payments, caller, body });
  const attempt = {
    receiverUserId: payee.id,
    giverUserId: caller?.id ?? null,
    clientIp: options.clientIp,
    cardFingerprint: cardToken ? await payments.cardFingerprint(cardToken) : null,
  };
  await assertNotCardTesting(db, attempt, options.now());
  const amounts = computeTipAmounts({ body, feeBps: options.feeBps, payments });
  const now = options.now();
  const intent = {
    idempotencyScope: ids.scope,
    idempotencyKey: options.idempotencyKey,
    requestHash: ids.hash,
    leaseExpiresAt: inOneLease(now),
    giverUserId: caller?.id ?? null,
    giverEmail: body.email ?? null,
    giverLanguage: body.language ?? null,
    fromTeamId: caller?.teamId ?? null,
    receiverUserId: payee.id,
    toTeamId: poolTeamId ?? payee.teamId,
    creditTo: poolTeamId ? ('teamPool' as const) : ('receiver' as const),
    currency: amounts.currency,
    tipAmount: amounts.tip,
    feeAmount: amounts.fee,
    netAmount: amounts.net,
    totalAmount: amounts.total,
    feeBps: amounts.feeBps,
    coverFee: body.coverFee,
    billAmount: amounts.billAmount,
    percentBps: amounts.percentBps,
    paymentType: body.paymentType,
    paymentMethod,
    provider: payments.name,
    destinationAccountId: route.accountId,
    comment: body.comment || null,
    clientIp: attempt.clientIp,
    cardFingerprint: attempt.cardFingerprint,
    createdAt: now,
  };
  // Who the answer names, known already: no need to read them again when the tip is settled.
  const people = new Map([payee, caller].filter((u) => u !== null).map((u) => [u.id, personOf(u)]));
  return { intent, people };
}

/** Asks the provider about a tip this request holds; if that fails, the next retry takes over. */
async function askProvider(
  options: CreateTipOptions,
  tip: TipRow,
  call: () => Promise<ChargeOutcome | null>,
): Promise<ChargeOutcome> {
  try {
    const outcome = await call();
    if (!outcome) throw new Error(`the provider has no charge for tip ${tip.id}`);
    return outcome;
  } catch (error) {
    // Outcome unknown: let the next retry take over at once; it repeats the same provider key.
    await options.db
      .update(tips)
      .set({ leaseExpiresAt: released(options.now()) })
      .where(eq(tips.id, tip.id));
    if (error instanceof ProviderUnavailableError) {
      options.log.error({ err: error, tipId: tip.id }, 'payment provider unavailable');
      throw new AppError(503, 'PAYMENT_PROVIDER_UNAVAILABLE', 'paymentProviderUnavailable');
    }
    throw error;
  }
}

/** The request's mobile-money wallet: the network the tip records, the phone only the request has. */
function walletOf(options: CreateTipOptions, tip: TipRow) {
  const network = mobileMoneyNetworkOf(tip.paymentMethod);
  const phone = options.body.mobileMoney?.phone;
  return tip.paymentType === 'mobileMoney' && network && phone ? { network, phone } : null;
}

/** Where a hosted checkout sends the giver back to: the web app's page that resumes the payment. */
const returnUrlOf = (options: CreateTipOptions, tip: TipRow) =>
  `${options.publicUrl}/${options.caller ? 'flutterwave' : 'publicFlutterwave'}?tip=${tip.id}`;

/** Calls the provider for a pending tip this request owns, then records what it answered. */
async function charge(
  options: CreateTipOptions,
  tip: TipRow,
  people?: ReadonlyMap<string, PersonSummary>,
): Promise<StoredResponse> {
  const payments = options.providers.named(tip.provider);
  const customerId = isCardRail(payments) ? await customerOfTip(options.db, tip) : null;
  const outcome = await askProvider(options, tip, () =>
    payments.charge({
      idempotencyKey: providerKeyOf(tip),
      intentId: tip.id,
      amount: tip.totalAmount,
      currency: tip.currency,
      applicationFee: tip.feeAmount,
      destinationAccountId: tip.destinationAccountId,
      paymentMethod: tip.paymentMethod,
      customerId,
      paymentType: tip.paymentType,
      description: `Tip ${tip.id}`,
      // A pool's tip is kept by the platform and paid on to members by transfers in this group.
      transferGroup: tip.creditTo === 'teamPool' && tip.toTeamId ? poolTransferGroup(tip.toTeamId) : null,
      mobileMoney: walletOf(options, tip),
      payerEmail: options.caller?.email ?? options.body.email ?? null,
      returnUrl: returnUrlOf(options, tip),
    }),
  );
  return conclude(options, tip, outcome, people);
}

/**
 * A retry of a tip waiting for the giver's bank (they have completed the step, or not yet):
 * the provider's record of the charge decides, read rather than charged again.
 */
async function resume(options: CreateTipOptions, tip: TipRow): Promise<StoredResponse> {
  const outcome = await askProvider(options, tip, () =>
    options.providers.named(tip.provider).findCharge({
      intentId: tip.id,
      idempotencyKey: providerKeyOf(tip),
      paymentId: tip.providerPaymentId,
    }),
  );
  return conclude(options, tip, outcome);
}

/** Records the provider's answer: the tip is settled, or waits for the giver's bank. */
async function conclude(
  options: CreateTipOptions,
  tip: TipRow,
  outcome: ChargeOutcome,
  people?: ReadonlyMap<string, PersonSummary>,
): Promise<StoredResponse> {
  const { db } = options;
  if (outcome.status === 'requiresAction') return awaitAuthentication(options, tip, outcome);
  const settlement = await settleTip(db, { tip, outcome, now: options.now(), people });
  return settlement.response;
}

/**
 * The charge waits for the giver's step (3-D Secure, PayPal approval, their phone, a hosted
 * checkout). Nothing is final, so no answer is stored: the tip is released and every retry asks
 * the provider again.
 */
/** What the answer tells the giver to do next, by the step the provider asks for. */
const NEXT_STEP_MESSAGES = {
  authenticate: 'authenticationRequiredNext',
  approvePaypal: 'paypalApprovalNext',
  confirmOnPhone: 'phoneApprovalNext',
  redirect: 'checkoutNext',
} as const satisfies Record<ActionRequired['nextAction']['type'], MessageKey>;

async function awaitAuthentication(
  options: CreateTipOptions,
  tip: TipRow,
  outcome: ActionRequired,
): Promise<StoredResponse> {
  const { db } = options;
  const [waiting] = await db
    .update(tips)
    .set({
      status: 'requiresAction',
      providerPaymentId: outcome.paymentId,
      cardBrand: outcome.card?.brand ?? tip.cardBrand,
      cardLast4: outcome.card?.last4 ?? tip.cardLast4,
      leaseExpiresAt: released(options.now()),
    })
    .where(and(eq(tips.id, tip.id), inArray(tips.status, UNSETTLED)))
    .returning();
  if (!waiting) {
    // Settled meanwhile, by a webhook: that answer is the one.
    const [current] = await db.select().from(tips).where(eq(tips.id, tip.id));
    if (!current?.response) throw new Error(`tip ${tip.id} is neither waiting nor settled`);
    return current.response;
  }
  const people = await loadPeople(db, [waiting.receiverUserId, waiting.giverUserId]);
  const body = ok(NEXT_STEP_MESSAGES[outcome.nextAction.type], {
    transaction: presentTip(waiting, people),
    feedbackToken: null,
    nextAction: outcome.nextAction,
  });
  return { statusCode: 200, body };
}

/**
 * A request whose key was seen before: the first answer if it has one; otherwise wait for the
 * request that owns it, or take over if that one stopped (its lease ran out) or if the tip waits
 * for the giver's bank (then this is the giver coming back after the 3-D Secure step).
 */
async function answerRetry(options: CreateTipOptions, first: TipRow, hash: string): Promise<StoredResponse> {
  if (first.requestHash !== hash) throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', 'idempotencyKeyReused');
  const { db } = options;
  const deadline = Date.now() + WAIT_MS;
  let pause = 10;
  let tip = first;
  while (!tip.response) {
    const now = options.now();
    if (tip.leaseExpiresAt < now) {
      const [claimed] = await db
        .update(tips)
        .set({ leaseExpiresAt: inOneLease(now) })
        .where(and(eq(tips.id, tip.id), inArray(tips.status, UNSETTLED), lt(tips.leaseExpiresAt, now)))
        .returning();
      if (claimed) return claimed.status === 'pending' ? charge(options, claimed) : resume(options, claimed);
    }
    if (Date.now() > deadline) throw new AppError(409, 'PAYMENT_IN_PROGRESS', 'paymentInProgress');
    await sleep(pause);
    pause = Math.min(pause * 2, 200);
    const [current] = await db.select().from(tips).where(eq(tips.id, tip.id));
    if (!current) throw new Error('tip vanished');
    tip = current;
  }
  return tip.response;
}
