import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { tips } from '../../../db/schema/payments.ts';
import { failureMessage } from '../failure-messages.ts';
import { failureCodeOf } from './flutterwave-rails.ts';
import type { NextAction } from '@opentip/shared/schemas/tips.schema';
import type { CardSummary, ChargeOutcome, PaymentProvider } from '../payment-provider.ts';

export interface FlutterwaveBank {
  code: string;
  name: string;
}

/** A transfer (a receiver's payout) as Flutterwave has it now. */
export interface FlutterwaveTransfer {
  id: string;
  reference: string | null;
  status: 'paid' | 'pending' | 'failed';
  reason: string | null;
}

/** Flutterwave, plus what linking a receiver and believing a webhook need of it. */
export interface FlutterwaveProvider extends PaymentProvider {
  readonly name: 'flutterwave';
  readonly mode: 'sandbox' | 'live';
  banks(country: string): Promise<FlutterwaveBank[]>;
  /**
   * The account holder's name at the bank; null when the bank knows no such account, '' where
   * Flutterwave resolves no names (banks outside Nigeria and Ghana).
   */
  resolveBankAccount(account: {
    country: string;
    bankCode: string;
    accountNumber: string;
  }): Promise<string | null>;
  /** Re-read before a transfer webhook is believed; null when Flutterwave knows no such transfer. */
  findTransfer(id: string): Promise<FlutterwaveTransfer | null>;
}

export function isFlutterwaveProvider(provider: PaymentProvider): provider is FlutterwaveProvider {
  return provider.name === 'flutterwave' && typeof (provider as FlutterwaveProvider).banks === 'function';
}

/** A collection as Flutterwave's verify answers it, amounts in our minor units. */
export interface VerifiedCharge {
  id: string;
  txRef: string;
  status: 'successful' | 'failed' | 'pending';
  /** null when Flutterwave's amount cannot be read exactly in the currency. */
  amount: number | null;
  currency: string;
  processorResponse: string | null;
  card: CardSummary | null;
}

/** What a tip expects to have been charged: only a verified charge matching it counts. */
export interface ExpectedCharge {
  txRef: string;
  amount: number;
  currency: string;
}

/** The tip's own amount and currency, for a lookup that does not carry them (retries, reconciliation, webhooks). */
export async function expectedChargeOf(
  db: Db,
  intentId: string,
  txRef: string,
): Promise<ExpectedCharge | null> {
  const [tip] = await db
    .select({ amount: tips.totalAmount, currency: tips.currency })
    .from(tips)
    .where(eq(tips.id, intentId));
  return tip ? { txRef, amount: tip.amount, currency: tip.currency } : null;
}

/**
 * A verified charge as the outcome of our tip. A charge that does not match the tip in reference,
 * amount or currency (a tampered checkout, a wrong record) never counts as paid, and a failed
 * charge of another reference is not our tip's failure.
 */
export function outcomeOfVerified(
  charge: VerifiedCharge,
  expected: ExpectedCharge,
  waiting: () => NextAction,
): ChargeOutcome {
  const sameReference = charge.txRef === expected.txRef;
  const matches = sameReference && charge.currency === expected.currency && charge.amount === expected.amount;
  if (!sameReference || (!matches && charge.status !== 'failed'))
    return {
      status: 'failed',
      paymentId: charge.id,
      code: 'amount_invalid',
      message: failureMessage('amount_invalid'),
      card: charge.card,
    };
  if (charge.status === 'successful') return { status: 'succeeded', paymentId: charge.id, card: charge.card };
  if (charge.status === 'pending')
    return { status: 'requiresAction', paymentId: charge.id, nextAction: waiting(), card: charge.card };
  const code = failureCodeOf(charge.processorResponse);
  return { status: 'failed', paymentId: charge.id, code, message: failureMessage(code), card: charge.card };
}
