import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { CreateTipBody } from '@opentip/shared/schemas/tips.schema';
import type { Db } from '../../db/client.ts';
import { tips, type StoredResponse, type TipRow } from '../../db/schema/payments.ts';
import type { UserRow } from '../../db/schema/users.ts';
import type { Mailer } from '../../integrations/mail/mailer.ts';
import {
  ProviderUnavailableError,
  type ChargeOutcome,
  type PaymentProvider,
} from '../../integrations/payments/payment-provider.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { customerOfTip, paymentMethodOf } from '../cards/saved-card-lookup.ts';
import { chargeableAccount, findPayee, ownedTeamId } from '../payees/payee-lookup.ts';
import { settleTip, type Settlement } from './settle-tip.ts';
import { sendTipReceipt } from './tip-receipt.ts';
import { computeTipAmounts } from './tip-amounts.ts';

/** How long the request that created a tip owns it; past that a retry may take over. */
export const LEASE_MS = 60_000;
/** How long a retry waits for the first request with its key before answering "in progress". */
const WAIT_MS = 30_000;

export interface CreateTipOptions {
  db: Db;
  payments: PaymentProvider;
  mailer: Mailer;
  feeBps: number;
  now: () => Date;
  log: { error(obj: object, msg: string): void };
  caller: UserRow | null;
  idempotencyKey: string;
  body: CreateTipBody;
}

/** Same key, same body: the same request. Keys are sorted so field order does not matter. */
export function requestHash(body: CreateTipBody): string {
  const sorted = Object.fromEntries(Object.entries(body).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex');
}

export const providerKeyOf = (tip: Pick<TipRow, 'id'>) => `tip_${tip.id}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const inOneLease = (now: Date) => new Date(now.getTime() + LEASE_MS);

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

  const [earlier] = await db.select().from(tips).where(byKey);
  if (earlier) return answerRetry(options, earlier, hash);

  const intent = await newIntent(options, { scope, hash });
  const [created] = await db.insert(tips).values(intent).onConflictDoNothing().returning();
  if (!created) {
    const [winner] = await db.select().from(tips).where(byKey);
    if (!winner) throw new Error('tip vanished after an idempotency conflict');
    return answerRetry(options, winner, hash);
  }
  return (await charge(options, created)).response;
}

/** Checks the request and turns it into a pending tip row (not yet written). */
async function newIntent(options: CreateTipOptions, ids: { scope: string; hash: string }) {
  const { db, payments, caller, body } = options;
  const payee = await findPayee(db, body.payee);
  if (caller?.id === payee.id) throw badRequest('cannotTipYourself', 'CANNOT_TIP_YOURSELF');
  const account = await chargeableAccount(db, { userId: payee.id, provider: payments.name });
  if (!account) throw new AppError(409, 'PAYEE_CANNOT_RECEIVE', 'payeeCannotReceive');
  const paymentMethod = await paymentMethodOf(db, { caller, body, provider: payments.name });
  if (!payments.acceptsPaymentMethod(paymentMethod))
    throw badRequest('paymentMethodInvalid', 'PAYMENT_METHOD_INVALID');
  const amounts = computeTipAmounts({ body, feeBps: options.feeBps, payments });
  const poolTeamId = await ownedTeamId(db, payee);
  const now = options.now();
  return {
    idempotencyScope: ids.scope,
    idempotencyKey: options.idempotencyKey,
    requestHash: ids.hash,
    leaseExpiresAt: inOneLease(now),
    giverUserId: caller?.id ?? null,
    giverEmail: body.email ?? null,
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
    destinationAccountId: account.accountId,
    comment: body.comment || null,
    createdAt: now,
  };
}

/** Calls the provider for a tip this request owns, then settles it. */
async function charge(options: CreateTipOptions, tip: TipRow): Promise<Settlement> {
  const { db, payments } = options;
  let outcome: ChargeOutcome;
  try {
    outcome = await payments.charge({
      idempotencyKey: providerKeyOf(tip),
      intentId: tip.id,
      amount: tip.totalAmount,
      currency: tip.currency,
      applicationFee: tip.feeAmount,
      destinationAccountId: tip.destinationAccountId,
      paymentMethod: tip.paymentMethod,
      customerId: await customerOfTip(db, tip),
      paymentType: tip.paymentType,
      description: `Tip ${tip.id}`,
    });
  } catch (error) {
    // Outcome unknown: let the next retry take over at once; it repeats the same provider key.
    await db.update(tips).set({ leaseExpiresAt: options.now() }).where(eq(tips.id, tip.id));
    if (error instanceof ProviderUnavailableError) {
      options.log.error({ err: error, tipId: tip.id }, 'payment provider unavailable');
      throw new AppError(503, 'PAYMENT_PROVIDER_UNAVAILABLE', 'paymentProviderUnavailable');
    }
    throw error;
  }
  const settlement = await settleTip(db, { tip, outcome, now: options.now() });
  if (settlement.settledNow && settlement.tip.status === 'succeeded' && settlement.tip.giverEmail) {
    await sendTipReceipt({ mailer: options.mailer, db, tip: settlement.tip }).catch((err: unknown) =>
      options.log.error({ err, tipId: tip.id }, 'tip receipt not sent'),
    );
  }
  return settlement;
}

/**
 * A request whose key was seen before: the first answer if it has one; otherwise wait for the
 * request that owns it, or take over if that one stopped (its lease ran out).
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
        .where(and(eq(tips.id, tip.id), eq(tips.status, 'pending'), lt(tips.leaseExpiresAt, now)))
        .returning();
      if (claimed) return (await charge(options, claimed)).response;
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
