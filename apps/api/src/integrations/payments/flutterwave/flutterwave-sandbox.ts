import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { mobileMoneyOf } from '@opentip/shared/payment-rails';
import type { Db } from '../../../db/client.ts';
import { sandboxProviderRecords } from '../../../db/schema/payouts.ts';
import { conflict, notFound } from '../../../lib/app-error.ts';
import { settlePayout } from '../../../modules/payouts/payout-settlement.ts';
import { failureMessage } from '../failure-messages.ts';
import {
  TransferRefusedError,
  type CardSummary,
  type ChargeOutcome,
  type ChargeRequest,
  type FailureCode,
  type FinalOutcome,
  type PayoutRequest,
} from '../payment-provider.ts';
import { findTestCard, FAILURES, passesLuhn } from '../sandbox/sandbox-cards.ts';
import type { FlutterwaveProvider, FlutterwaveTransfer } from './flutterwave-provider.ts';
import { isFlutterwaveMethod, flutterwavePaymentTypes, maskPhone } from './flutterwave-rails.ts';
import {
  SANDBOX_BANKS,
  SANDBOX_FAILING_PAYOUT,
  SANDBOX_UNKNOWN_ACCOUNT,
} from './flutterwave-sandbox-banks.ts';

type RecordRow = typeof sandboxProviderRecords.$inferSelect;

interface ChargeData {
  paymentType: 'card' | 'mobileMoney';
  network?: string;
  phone?: string;
  returnUrl?: string;
  failureCode?: FailureCode;
  card?: CardSummary;
  refunded?: number;
}

const PROVIDER = 'flutterwave' as const;
const newId = (prefix: string) => `${prefix}_flw_sandbox_${randomBytes(10).toString('hex')}`;
const byId = (id: string) =>
  and(eq(sandboxProviderRecords.provider, PROVIDER), eq(sandboxProviderRecords.id, id));
const byKey = (kind: string, key: string) =>
  and(
    eq(sandboxProviderRecords.provider, PROVIDER),
    eq(sandboxProviderRecords.kind, kind),
    eq(sandboxProviderRecords.idempotencyKey, key),
  );

/** Where the sandbox's hosted checkout page is (served by modules/flutterwave). */
export const sandboxCheckoutUrl = (publicUrl: string, id: string) =>
  `${publicUrl.replace(/\/$/, '')}/api/v1/payments/flutterwave-sandbox/checkout/${id}`;

function outcomeOf(row: RecordRow, publicUrl: string): ChargeOutcome {
  const data = row.data as unknown as ChargeData;
  const card = data.card ?? null;
  if (row.status === 'successful') return { status: 'succeeded', paymentId: row.id, card };
  if (row.status === 'pending') {
    const nextAction =
      data.paymentType === 'mobileMoney'
        ? {
            type: 'confirmOnPhone' as const,
            reference: row.id,
            network: data.network ?? '',
            phone: data.phone ?? '',
          }
        : { type: 'redirect' as const, url: sandboxCheckoutUrl(publicUrl, row.id) };
    return { status: 'requiresAction', paymentId: row.id, nextAction, card };
  }
  const code = data.failureCode ?? 'card_declined';
  return { status: 'failed', paymentId: row.id, code, message: failureMessage(code), card };
}

/** What the sandbox refuses before anything is charged, as Flutterwave's own checks would. */
function refusalOf(request: ChargeRequest): FailureCode | null {
  if (!flutterwavePaymentTypes(request.currency).includes(request.paymentType))
    return 'invalid_payment_method';
  if (request.paymentType !== 'mobileMoney') return null;
  const networks: readonly string[] = mobileMoneyOf(request.currency)?.networks ?? [];
  if (!request.mobileMoney || !networks.includes(request.mobileMoney.network))
    return 'invalid_payment_method';
  return null;
}

async function decideCharge(
  db: Db,
  id: string,
  decision: { status: 'successful' | 'failed'; data: Partial<ChargeData> },
) {
  const [row] = await db
    .update(sandboxProviderRecords)
    .set({
      status: decision.status,
      data: sql`${sandboxProviderRecords.data} || ${JSON.stringify(decision.data)}::jsonb`,
      updatedAt: new Date(),
    })
    .where(
      and(byId(id), eq(sandboxProviderRecords.kind, 'charge'), eq(sandboxProviderRecords.status, 'pending')),
    )
    .returning();
  return row ?? null;
}

async function pendingCharge(db: Db, id: string, paymentType: ChargeData['paymentType']): Promise<RecordRow> {
  const [row] = await db
    .select()
    .from(sandboxProviderRecords)
    .where(and(byId(id), eq(sandboxProviderRecords.kind, 'charge')));
  if (!row || (row.data as unknown as ChargeData).paymentType !== paymentType)
    throw notFound('transactionNotFound', 'TRANSACTION_NOT_FOUND');
  if (row.status !== 'pending')
    throw conflict('authenticationAlreadyDecided', 'AUTHENTICATION_ALREADY_DECIDED');
  return row;
}

/** POST /payments/flutterwave-sandbox/charges/:reference: the giver approves (or not) on their phone. */
export async function decideSandboxPhone(
  db: Db,
  reference: string,
  result: 'approve' | 'decline',
): Promise<void> {
  await pendingCharge(db, reference, 'mobileMoney');
  const decided = await decideCharge(
    db,
    reference,
    result === 'approve'
      ? { status: 'successful', data: {} }
      : { status: 'failed', data: { failureCode: 'authentication_required' } },
  );
  if (!decided) throw conflict('authenticationAlreadyDecided', 'AUTHENTICATION_ALREADY_DECIDED');
}

/** What the sandbox's checkout page shows: the amount to pay, still open. */
export async function sandboxCheckoutOf(db: Db, id: string): Promise<{ amount: number; currency: string }> {
  const row = await pendingCharge(db, id, 'card');
  return { amount: row.amount ?? 0, currency: row.currency ?? '' };
}

/**
 * The sandbox checkout's form: a test card number decides the payment as the card sandbox would
 * (sandbox-cards.ts); only brand and last 4 are kept. Answers where the giver goes back to, with
 * the query Flutterwave Standard adds (status, tx_ref, transaction_id).
 */
export async function paySandboxCheckout(db: Db, id: string, cardNumber: string): Promise<string> {
  const row = await pendingCharge(db, id, 'card');
  const number = cardNumber.replace(/[\s-]/g, '');
  const test = passesLuhn(number) ? findTestCard(number) : undefined;
  if (test) {
    const card = {
      brand: test.brand,
      last4: number.slice(-4),
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 3,
    };
    // The hosted page takes the bank's 3-D Secure step itself: such a card simply pays.
    const paid = test.behavior === 'succeed' || test.behavior === 'authenticate';
    await decideCharge(
      db,
      id,
      paid
        ? { status: 'successful', data: { card } }
        : { status: 'failed', data: { card, failureCode: FAILURES[test.behavior as keyof typeof FAILURES] } },
    );
  }
  const [after] = await db.select().from(sandboxProviderRecords).where(byId(id));
  const back = new URL((row.data as unknown as ChargeData).returnUrl ?? '/');
  const status = !test ? 'cancelled' : after?.status === 'successful' ? 'successful' : 'failed';
  back.searchParams.set('status', status);
  back.searchParams.set('tx_ref', row.idempotencyKey ?? '');
  back.searchParams.set('transaction_id', id);
  return back.toString();
}

/**
 * Flutterwave played locally in `sandbox_provider_records`: mobile-money charges wait for the
 * sandbox "phone", card charges for the sandbox checkout page; transfers are paid at once except
 * to an account or phone ending in 0000, which is taken and then fails.
 */
export function createFlutterwaveSandbox(options: {
  db: Db;
  publicUrl: string;
  now: () => Date;
  /** How long a failing sandbox payout stays pending before it fails. */
  payoutFailureDelayMs?: number;
}): FlutterwaveProvider {
  const { db, publicUrl } = options;
  const record = async (id: string) => (await db.select().from(sandboxProviderRecords).where(byId(id)))[0];

  async function failLater(
    payout: { payoutId: string; providerPayoutId: string },
    attempt = 0,
  ): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, options.payoutFailureDelayMs ?? 2000));
    await db
      .update(sandboxProviderRecords)
      .set({ status: 'FAILED', updatedAt: options.now() })
      .where(byId(payout.providerPayoutId));
    const result = await settlePayout(
      { db, now: options.now() },
      {
        provider: PROVIDER,
        ...payout,
        outcome: { status: 'failed', reason: 'The sandbox bank refused the transfer.' },
      },
    ).catch(() => 'unknown' as const);
    // Not recorded as sent yet (the payout's request is still finishing): try again shortly.
    if (result === 'unknown' && attempt < 5) await failLater(payout, attempt + 1);
  }

  return {
    name: PROVIDER,
    mode: 'sandbox',
    publishableKey: null,
    paymentTypes: flutterwavePaymentTypes,
    acceptsPaymentMethod: isFlutterwaveMethod,
    cardFingerprint: async () => null,
    amountStep: () => 1,

    async charge(request) {
      const refusal = refusalOf(request);
      const data: ChargeData =
        request.paymentType === 'mobileMoney'
          ? {
              paymentType: 'mobileMoney',
              network: request.mobileMoney?.network,
              phone: maskPhone(request.mobileMoney?.phone ?? ''),
            }
          : { paymentType: 'card', returnUrl: request.returnUrl ?? publicUrl };
      if (refusal) data.failureCode = refusal;
      const [created] = await db
        .insert(sandboxProviderRecords)
        .values({
          provider: PROVIDER,
          id: newId('chg'),
          kind: 'charge',
          idempotencyKey: request.idempotencyKey,
          reference: request.intentId,
          status: refusal ? 'failed' : 'pending',
          amount: request.amount,
          currency: request.currency,
          data: data as unknown as Record<string, unknown>,
        })
        .onConflictDoNothing()
        .returning();
      if (created) return outcomeOf(created, publicUrl);
      const [first] = await db
        .select()
        .from(sandboxProviderRecords)
        .where(byKey('charge', request.idempotencyKey));
      if (!first) throw new Error('flutterwave sandbox charge vanished');
      // Flutterwave refuses a second charge with a tx_ref already used.
      if (first.amount !== request.amount || first.currency !== request.currency)
        throw new Error('tx_ref reused with other parameters');
      return outcomeOf(first, publicUrl);
    },

    async findCharge({ idempotencyKey }) {
      const [row] = await db.select().from(sandboxProviderRecords).where(byKey('charge', idempotencyKey));
      return row ? outcomeOf(row, publicUrl) : null;
    },

    async cancelCharge({ paymentId }): Promise<FinalOutcome> {
      await decideCharge(db, paymentId, {
        status: 'failed',
        data: { failureCode: 'authentication_required' },
      });
      const row = await record(paymentId);
      if (!row) throw new Error(`flutterwave sandbox charge ${paymentId} not found`);
      const outcome = outcomeOf(row, publicUrl);
      if (outcome.status === 'requiresAction')
        throw new Error('flutterwave sandbox charge still waiting after cancel');
      return outcome;
    },

    async refund({ paymentId, amount, idempotencyKey }) {
      return db.transaction(async (tx) => {
        const [existing] = await tx
          .select()
          .from(sandboxProviderRecords)
          .where(byKey('refund', idempotencyKey));
        if (existing) return { refundId: existing.id, amount: existing.amount ?? 0 };
        const [charge] = await tx
          .update(sandboxProviderRecords)
          .set({
            data: sql`jsonb_set(${sandboxProviderRecords.data}, '{refunded}', to_jsonb(coalesce((${sandboxProviderRecords.data}->>'refunded')::bigint, 0) + ${amount}))`,
          })
          .where(
            and(
              byId(paymentId),
              sql`${sandboxProviderRecords.status} = 'successful'
                AND coalesce((${sandboxProviderRecords.data}->>'refunded')::bigint, 0) + ${amount} <= ${sandboxProviderRecords.amount}`,
            ),
          )
          .returning();
        if (!charge) throw new Error('refund exceeds what is left of the charge');
        const id = newId('rf');
        await tx.insert(sandboxProviderRecords).values({
          provider: PROVIDER,
          id,
          kind: 'refund',
          idempotencyKey,
          reference: paymentId,
          status: 'completed',
          amount,
          currency: charge.currency,
        });
        return { refundId: id, amount };
      });
    },

    transfer: () =>
      Promise.reject(
        new TransferRefusedError('Team pools are paid out through the card rail, not Flutterwave.'),
      ),

    async payout(request: PayoutRequest) {
      const target = request.accountDetails?.accountNumber ?? request.accountDetails?.phone ?? '';
      if (!target) throw new TransferRefusedError('The linked account has no number to pay into.');
      const failing = SANDBOX_FAILING_PAYOUT.test(target);
      const [created] = await db
        .insert(sandboxProviderRecords)
        .values({
          provider: PROVIDER,
          id: newId('trf'),
          kind: 'transfer',
          idempotencyKey: request.idempotencyKey,
          reference: request.payoutId,
          status: failing ? 'PENDING' : 'SUCCESSFUL',
          amount: request.amount,
          currency: request.currency,
          data: { accountId: request.accountId },
        })
        .onConflictDoNothing()
        .returning();
      const row =
        created ??
        (await db.select().from(sandboxProviderRecords).where(byKey('transfer', request.idempotencyKey)))[0];
      if (!row) throw new Error('flutterwave sandbox transfer vanished');
      if (created && failing)
        void failLater({ payoutId: request.payoutId, providerPayoutId: row.id }).catch(() => undefined);
      return { providerPayoutId: row.id, status: row.status === 'SUCCESSFUL' ? 'paid' : 'pending' };
    },

    banks: async (country) => SANDBOX_BANKS[country] ?? [],

    async resolveBankAccount({ country, bankCode, accountNumber }) {
      const bank = SANDBOX_BANKS[country]?.find((b) => b.code === bankCode);
      if (!bank || SANDBOX_UNKNOWN_ACCOUNT.test(accountNumber)) return null;
      return `Sandbox Account ${accountNumber.slice(-4)}`;
    },

    async findTransfer(id): Promise<FlutterwaveTransfer | null> {
      const row = await record(id);
      if (!row || row.kind !== 'transfer') return null;
      const status = row.status === 'SUCCESSFUL' ? 'paid' : row.status === 'FAILED' ? 'failed' : 'pending';
      return {
        id: row.id,
        reference: row.idempotencyKey,
        status,
        reason: status === 'failed' ? 'The sandbox bank refused the transfer.' : null,
      };
    },
  };
}
