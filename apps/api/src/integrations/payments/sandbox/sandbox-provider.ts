import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  builtOnce,
  builtPerShape,
  columnsSet,
  NAMED_BY_TEXT,
  placeholdersFor,
} from '../../../db/built-once.ts';
import type { Db } from '../../../db/client.ts';
import { sandboxCharges, sandboxPaymentMethods, sandboxRefunds } from '../../../db/schema/payments.ts';
import { sandboxAttachments } from '../../../db/schema/sandbox-vault.ts';
import { conflict, notFound } from '../../../lib/app-error.ts';
import { cardRailPaymentTypes } from '../card-rail.ts';
import { failureMessage } from '../failure-messages.ts';
import type { ChargeOutcome, ChargeRequest, FinalOutcome, CardRailProvider } from '../payment-provider.ts';
import { customerMatches } from './sandbox-card-vault.ts';
import { FAILURES, isFaultCard } from './sandbox-cards.ts';
import { SANDBOX_TOKEN } from './sandbox-tokenizer.ts';
import { sandboxPayout } from './sandbox-payouts.ts';
import { SANDBOX_ACCOUNT, sandboxTransfer } from './sandbox-transfers.ts';

type ChargeRow = typeof sandboxCharges.$inferSelect;
type MethodRow = typeof sandboxPaymentMethods.$inferSelect;
type Attachment = typeof sandboxAttachments.$inferSelect;

const newId = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;

function requestHash(request: ChargeRequest): string {
  const { amount, currency, applicationFee, destinationAccountId, paymentMethod, transferGroup } = request;
  const fields: unknown[] = [amount, currency, applicationFee, destinationAccountId, paymentMethod];
  // Appended only when set, so the hashes of charges made before pools existed stay the same.
  if (transferGroup !== null) fields.push(transferGroup);
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

function outcomeOf(row: ChargeRow, method: MethodRow | undefined): ChargeOutcome {
  const card = method
    ? { brand: method.brand, last4: method.last4, expMonth: method.expMonth, expYear: method.expYear }
    : null;
  if (row.status === 'succeeded') return { status: 'succeeded', paymentId: row.id, card };
  if (row.status === 'requiresAction')
    return {
      status: 'requiresAction',
      paymentId: row.id,
      nextAction: { type: 'authenticate', clientSecret: row.clientSecret ?? '' },
      card,
    };
  const code = (row.failureCode ?? 'card_declined') as Extract<ChargeOutcome, { status: 'failed' }>['code'];
  return { status: 'failed', paymentId: row.id, code, message: failureMessage(code), card };
}

/** What the card's behaviour makes of a charge, before it is recorded. */
function decide(request: ChargeRequest, method: MethodRow | undefined, attachment: Attachment | null) {
  if (!method || method.type !== request.paymentType) return { code: 'invalid_payment_method' as const };
  if (!customerMatches(attachment, request.customerId)) return { code: 'invalid_payment_method' as const };
  if (!SANDBOX_ACCOUNT.test(request.destinationAccountId)) return { code: 'destination_invalid' as const };
  if (request.applicationFee > request.amount) return { code: 'amount_invalid' as const };
  // A fault card's fault is played before the charge (sandbox-faults.ts): what gets here is paid.
  if (method.behavior === 'succeed' || isFaultCard(method.behavior)) return { code: null };
  if (method.behavior === 'authenticate') return { code: 'requiresAction' as const };
  return { code: FAILURES[method.behavior] };
}

/** What the charge looks like at the moment it is made. */
function newCharge(code: ReturnType<typeof decide>['code']) {
  const id = newId('py');
  if (code === null) return { id, status: 'succeeded' as const, failureCode: null, failureMessage: null };
  if (code === 'requiresAction') {
    // Like Stripe's: the PaymentIntent's id and a secret only the giver's browser is given.
    const clientSecret = `${id}_secret_${randomBytes(16).toString('hex')}`;
    return { id, status: 'requiresAction' as const, failureCode: null, failureMessage: null, clientSecret };
  }
  return { id, status: 'failed' as const, failureCode: code, failureMessage: failureMessage(code) };
}

const authenticationFailed = {
  status: 'failed' as const,
  failureCode: 'authentication_required' as const,
  failureMessage: failureMessage('authentication_required'),
};

/**
 * POST /payments/sandbox/authenticate: what the giver's bank does with a 3-D Secure step. A charge
 * is decided once; deciding it again is refused rather than silently changing a settled payment.
 */
export async function authenticateSandboxCharge(
  db: Db,
  options: { clientSecret: string; result: 'complete' | 'fail' },
): Promise<'succeeded' | 'failed'> {
  const bySecret = eq(sandboxCharges.clientSecret, options.clientSecret);
  const decision =
    options.result === 'complete'
      ? { status: 'succeeded' as const, failureCode: null, failureMessage: null }
      : authenticationFailed;
  const [decided] = await db
    .update(sandboxCharges)
    .set(decision)
    .where(and(bySecret, eq(sandboxCharges.status, 'requiresAction')))
    .returning();
  if (decided) return decision.status;
  const [charge] = await db.select().from(sandboxCharges).where(bySecret);
  if (!charge) throw notFound('transactionNotFound', 'TRANSACTION_NOT_FOUND');
  throw conflict('authenticationAlreadyDecided', 'AUTHENTICATION_ALREADY_DECIDED');
}

const cardByToken = builtOnce((db) =>
  db
    .select({ method: sandboxPaymentMethods, attachment: sandboxAttachments })
    .from(sandboxPaymentMethods)
    .leftJoin(sandboxAttachments, eq(sandboxAttachments.paymentMethod, sandboxPaymentMethods.token))
    .where(eq(sandboxPaymentMethods.token, sql.placeholder('token')))
    .prepare(NAMED_BY_TEXT),
);

/** A sandbox card and the customer it is saved to, if any: what a charge with it is decided by. */
export async function readSandboxCard(db: Db, token: string) {
  const [found] = await cardByToken(db).execute({ token });
  return found;
}

const methodByToken = builtOnce((db) =>
  db
    .select()
    .from(sandboxPaymentMethods)
    .where(eq(sandboxPaymentMethods.token, sql.placeholder('token')))
    .prepare(NAMED_BY_TEXT),
);

/** A charge, once per idempotency key: a key seen before inserts nothing. */
const insertCharge = builtPerShape((db, columns: string) =>
  db
    .insert(sandboxCharges)
    .values(placeholdersFor(columns) as unknown as typeof sandboxCharges.$inferInsert)
    .onConflictDoNothing({ target: sandboxCharges.idempotencyKey })
    .returning()
    .prepare(NAMED_BY_TEXT),
);

export type SandboxCard = Awaited<ReturnType<typeof readSandboxCard>>;

export interface SandboxProvider extends CardRailProvider {
  /** `card`: the charge's card as the caller read it already (one read per charge, not two). */
  charge(request: ChargeRequest, card?: SandboxCard): Promise<ChargeOutcome>;
}

/**
 * A card processor in test mode, backed by its own tables: charges are made once per idempotency
 * key (a retry with the same key returns the first result), and reconciliation can read them back.
 */
export function createSandboxProvider(db: Db): SandboxProvider {
  const methodOf = async (token: string) => (await methodByToken(db).execute({ token }))[0];

  return {
    name: 'sandbox',
    publishableKey: null,
    acceptsPaymentMethod: (token) => SANDBOX_TOKEN.test(token),
    cardFingerprint: async (token) => (await methodOf(token))?.fingerprint ?? null,
    amountStep: () => 1,
    paymentTypes: (currency) => cardRailPaymentTypes('sandbox', currency),
    payout: (request) => sandboxPayout(db, request),

    async linkAccount(request) {
      const accountId = request.existingAccountId ?? `acct_sandbox_${randomBytes(8).toString('hex')}`;
      return { accountId, chargesEnabled: true, detailsSubmitted: true, onboardingUrl: null };
    },

    async charge(request, card) {
      const found = card ?? (await readSandboxCard(db, request.paymentMethod));
      const method = found?.method;
      const { code } = decide(request, method, found?.attachment ?? null);
      const hash = requestHash(request);
      const charge = {
        ...newCharge(code),
        idempotencyKey: request.idempotencyKey,
        requestHash: hash,
        intentId: request.intentId,
        amount: request.amount,
        currency: request.currency,
        destination: request.destinationAccountId,
        applicationFee: request.applicationFee,
        paymentMethod: request.paymentMethod,
        transferGroup: request.transferGroup,
      };
      const [created] = await insertCharge(db, columnsSet(charge)).execute(charge);
      if (created) return outcomeOf(created, method);
      const [first] = await db
        .select()
        .from(sandboxCharges)
        .where(eq(sandboxCharges.idempotencyKey, request.idempotencyKey));
      if (!first) throw new Error('sandbox charge vanished');
      // Stripe refuses a reused key with other parameters; so does the sandbox.
      if (first.requestHash !== hash) throw new Error('idempotency key reused with other parameters');
      return outcomeOf(first, method);
    },

    async findCharge({ idempotencyKey }) {
      const [row] = await db
        .select()
        .from(sandboxCharges)
        .where(eq(sandboxCharges.idempotencyKey, idempotencyKey));
      return row ? outcomeOf(row, await methodOf(row.paymentMethod)) : null;
    },

    async cancelCharge({ paymentId }): Promise<FinalOutcome> {
      await db
        .update(sandboxCharges)
        .set(authenticationFailed)
        .where(and(eq(sandboxCharges.id, paymentId), eq(sandboxCharges.status, 'requiresAction')));
      const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, paymentId));
      if (!row) throw new Error(`sandbox charge ${paymentId} not found`);
      const outcome = outcomeOf(row, await methodOf(row.paymentMethod));
      if (outcome.status === 'requiresAction') throw new Error('sandbox charge still waiting after cancel');
      return outcome;
    },

    async refund({ paymentId, amount, idempotencyKey }) {
      return db.transaction(async (tx) => {
        const [existing] = await tx
          .select()
          .from(sandboxRefunds)
          .where(eq(sandboxRefunds.idempotencyKey, idempotencyKey));
        if (existing) return { refundId: existing.id, amount: existing.amount };
        const [charge] = await tx
          .update(sandboxCharges)
          .set({ amountRefunded: sql`${sandboxCharges.amountRefunded} + ${amount}` })
          .where(
            sql`${sandboxCharges.id} = ${paymentId} AND ${sandboxCharges.status} = 'succeeded'
              AND ${sandboxCharges.amountRefunded} + ${amount} <= ${sandboxCharges.amount}`,
          )
          .returning();
        if (!charge) throw new Error('refund exceeds what is left of the charge');
        const id = newId('re');
        await tx.insert(sandboxRefunds).values({ id, chargeId: paymentId, idempotencyKey, amount });
        return { refundId: id, amount };
      });
    },

    transfer: (request) => sandboxTransfer(db, request),
  };
}
