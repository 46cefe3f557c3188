import type { PAYMENT_PROVIDERS, PAYMENT_TYPES } from '../../db/schema/payments.ts';

export type ProviderName = (typeof PAYMENT_PROVIDERS)[number];
export type PaymentType = (typeof PAYMENT_TYPES)[number];

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
 * The giver's bank wants them to confirm the charge (3-D Secure) before it is made: their browser
 * completes the step with `clientSecret`, after which the provider's record holds the outcome.
 */
export interface ActionRequired {
  status: 'requiresAction';
  paymentId: string;
  clientSecret: string;
  card: CardSummary | null;
}

export type ChargeOutcome = FinalOutcome | ActionRequired;

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

/** Every payment provider (sandbox, Stripe) behind one interface: services know nothing else. */
export interface PaymentProvider {
  readonly name: ProviderName;
  /** Public key for the browser (Stripe Elements); null when none is needed. */
  readonly publishableKey: string | null;
  /** Whether a payment method token has the shape this provider issues. */
  acceptsPaymentMethod(token: string): boolean;
  /**
   * The provider's fingerprint of the card behind a payment method (the same card number gives
   * the same value); null for wallets, unknown tokens, or when the provider cannot say.
   */
  cardFingerprint(paymentMethod: string): Promise<string | null>;
  /** Amounts in this currency must be multiples of this many minor units (usually 1). */
  amountStep(currency: string): number;
  linkAccount(request: LinkAccountRequest): Promise<AccountLinkResult>;
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
