import type { ProviderName } from '@opentip/shared/payment-rails';
import type { NextAction, PaymentType } from '@opentip/shared/schemas/tips.schema';

export type { ProviderName, PaymentType };

export interface CardSummary {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/**
 * A destination charge: the giver pays `amount`, the receiver's account gets it less
 * `applicationFee`. For a team's pool (`transferGroup` set) a separate charge the platform keeps.
 */
export interface ChargeRequest {
  /** Sent to the provider so that retrying a charge never makes a second one. */
  idempotencyKey: string;
  /** Our tip id, kept in the provider's record so reconciliation can find the charge. */
  intentId: string;
  amount: number;
  currency: string;
  applicationFee: number;
  destinationAccountId: string;
  paymentMethod: string;
  /** The giver's customer at the provider when the card is one they saved, else null. */
  customerId: string | null;
  paymentType: PaymentType;
  description: string;
  /**
   * Set for a tip to a team's pool ("pool_<teamId>"): a separate charge the platform keeps (no
   * destination, no application fee), paid on to members later by transfers in this group.
   * `destinationAccountId` is then the team's own account, kept for the record only.
   */
  transferGroup: string | null;
  /** paymentType mobileMoney: the wallet the giver approves the charge on. */
  mobileMoney?: { network: string; phone: string } | null;
  /** The giver's email when known (Flutterwave wants one with every charge). */
  payerEmail?: string | null;
  /** Where a hosted checkout (PayPal, Flutterwave) sends the giver back to; they then resend the request. */
  returnUrl?: string;
}

/** The transfer group of a team's pool: its separate charges and the transfers paying it out. */
export const poolTransferGroup = (teamId: string): string => `pool_${teamId}`;

/** Pays a member's share of a pool from the platform's balance to their connected account. */
export interface TransferRequest {
  /** Retrying a transfer with the same key never pays twice. */
  idempotencyKey: string;
  destinationAccountId: string;
  amount: number;
  currency: string;
  transferGroup: string;
  description: string;
}

/** Why a charge did not go through; `request` failures are the caller's input, the rest the card's. */
export type FailureCode =
  | 'card_declined'
  | 'insufficient_funds'
  | 'authentication_required'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'processing_error'
  | 'invalid_payment_method'
  | 'amount_invalid'
  | 'destination_invalid';

/** What became of a charge once it is decided: paid or not. */
export type FinalOutcome =
  | { status: 'succeeded'; paymentId: string; card: CardSummary | null }
  | {
      status: 'failed';
      paymentId: string | null;
      code: FailureCode;
      message: string;
      card: CardSummary | null;
    };

/**
 * The giver has a step to take before the charge is decided: confirm with their bank (3-D Secure),
 * approve in PayPal, approve on their phone (mobile money), or pay on a hosted checkout page. Their
 * browser takes the step (`nextAction`), after which the provider's record holds the outcome.
 */
export interface ActionRequired {
  status: 'requiresAction';
  paymentId: string;
  nextAction: NextAction;
  card: CardSummary | null;
}

export type ChargeOutcome = FinalOutcome | ActionRequired;

/** The 3-D Secure secret of a card charge waiting for the bank (the only step the card rail asks for). */
export function authenticationSecret(outcome: ActionRequired): string {
  if (outcome.nextAction.type !== 'authenticate')
    throw new Error(`a card charge asked for ${outcome.nextAction.type}`);
  return outcome.nextAction.clientSecret;
}

/** Identifies the charge made for one of our tips; `paymentId` once we know it (read directly). */
export interface ChargeLookup {
  intentId: string;
  idempotencyKey: string;
  paymentId?: string | null;
}

export interface RefundRequest {
  paymentId: string;
  amount: number;
  idempotencyKey: string;
  /**
   * The charge was a team pool's separate charge (`transferGroup` set): no transfer or application
   * fee went with it, so none is reversed; members' shares already paid out stay theirs.
   */
  pooled: boolean;
}

export interface LinkAccountRequest {
  userId: string;
  email: string | null;
  existingAccountId: string | null;
  returnUrl: string;
  refreshUrl: string;
}

export interface AccountLinkResult {
  accountId: string;
  chargesEnabled: boolean;
  detailsSubmitted: boolean;
  /** Where the receiver finishes onboarding at the provider; null once nothing is left to do. */
  onboardingUrl: string | null;
}

/** A receiver's withdrawal, sent to the linked account it was asked for. */
export interface PayoutRequest {
  /** Retrying with the same key never pays out twice (PayPal sender_batch_id, Flutterwave reference). */
  idempotencyKey: string;
  /** Our payout id, kept in the provider's record. */
  payoutId: string;
  /** The linked account (payment_accounts.accountId) and what the provider needs to pay into it. */
  accountId: string;
  accountDetails: Record<string, string> | null;
  /** What the receiver gets, in minor units (the payout's amount less its fee). */
  amount: number;
  currency: string;
  description: string;
}

/**
 * paid: the money has left; pending: the provider took the payout and tells its end later (by
 * webhook, see modules/payouts/payout-settlement.ts). Refusals throw TransferRefusedError; an
 * unknown outcome ProviderUnavailableError (retry with the same key).
 */
export interface PayoutOutcome {
  providerPayoutId: string;
  status: 'paid' | 'pending';
}

/** Every payment provider (sandbox, Stripe, PayPal, Flutterwave) behind one interface: services know nothing else. */
export interface PaymentProvider {
  readonly name: ProviderName;
  /** Public key for the browser (Stripe Elements, PayPal's client id, Flutterwave's public key); null when none is needed. */
  readonly publishableKey: string | null;
  /** The ways givers can pay through this provider in `currency`; empty when it takes no payments in it. */
  paymentTypes(currency: string): readonly PaymentType[];
  /** Whether a payment method token has the shape this provider issues. */
  acceptsPaymentMethod(token: string): boolean;
  /**
   * The provider's fingerprint of the card behind a payment method (the same card number gives
   * the same value); null for wallets, unknown tokens, or when the provider cannot say.
   */
  cardFingerprint(paymentMethod: string): Promise<string | null>;
  /** Amounts in this currency must be multiples of this many minor units (usually 1). */
  amountStep(currency: string): number;
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  /** The provider's own record of the charge made for one of our intents, if it made one. */
  findCharge(request: ChargeLookup): Promise<ChargeOutcome | null>;
  /**
   * Gives up a charge still waiting for the giver's authentication. Answers what the charge came
   * to, which is a payment after all if the giver completed the step just before.
   */
  cancelCharge(request: { paymentId: string; idempotencyKey: string }): Promise<FinalOutcome>;
  refund(request: RefundRequest): Promise<{ refundId: string; amount: number }>;
  /**
   * Throws ProviderUnavailableError when the outcome is unknown (retry with the same key), and
   * TransferRefusedError when the provider said no (bad destination, not enough balance).
   */
  transfer(request: TransferRequest): Promise<{ transferId: string }>;
  /** Pays a receiver's withdrawal into their linked account at this provider. */
  payout(request: PayoutRequest): Promise<PayoutOutcome>;
}

/** The card rail (sandbox or Stripe Connect): receivers onboard at the provider itself. */
export interface CardRailProvider extends PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  linkAccount(request: LinkAccountRequest): Promise<AccountLinkResult>;
}

/** The provider refused a transfer; its reason is kept on the transfer for managers to see. */
export class TransferRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TransferRefusedError';
  }
}

/**
 * The provider could not be reached or answered with a server error: whether it charged is unknown,
 * so the tip stays pending and is settled by a retry with the same key or by reconciliation.
 */
export class ProviderUnavailableError extends Error {
  constructor(cause: unknown) {
    super('payment provider unavailable', { cause });
    this.name = 'ProviderUnavailableError';
  }
}
