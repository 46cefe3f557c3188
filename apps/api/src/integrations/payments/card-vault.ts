import type { CardSummary, ProviderName } from './payment-provider.ts';

/** A card kept at the provider: its reusable token with what is printed on it. */
export interface VaultedCard extends CardSummary {
  /** The token to charge from now on (Stripe may hand back another id than the one attached). */
  paymentMethod: string;
}

/**
 * Keeps givers' cards at the provider (Stripe Customers and attached PaymentMethods), apart from
 * charging. Bad tokens are answered with an AppError; an unreachable provider with
 * ProviderUnavailableError.
 */
export interface CardVault {
  readonly provider: ProviderName;
  /** Whether a token has the shape this provider issues. */
  acceptsPaymentMethod(token: string): boolean;
  /** A new customer; the same idempotency key gives the same customer again. */
  createCustomer(request: { userId: string; email: string | null; idempotencyKey: string }): Promise<string>;
  /** Attaches a tokenized card to the customer; refused when it is not a card or someone else's. */
  attach(request: { customerId: string; paymentMethod: string }): Promise<VaultedCard>;
  /** Detaches a card; one already detached or gone counts as done. */
  detach(request: { paymentMethod: string }): Promise<void>;
}
