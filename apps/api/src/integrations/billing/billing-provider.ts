import type { Plan } from '@opentip/shared/schemas/billing.schema';
import type { BusinessSubscriptionRow, PromoCodeRow } from '../../db/schema/billing.ts';
import type { FailureCode, ProviderName } from '../payments/payment-provider.ts';

export interface StartSubscriptionRequest {
  /** The same key never starts (or charges) a second subscription. */
  idempotencyKey: string;
  businessId: string;
  /** The owner's customer at the provider, to which `paymentMethod` is attached. */
  customerId: string;
  paymentMethod: string;
  plan: Plan;
  promo: PromoCodeRow | null;
  now: Date;
}

/** A charge (or Stripe invoice) of a subscription, as the business's invoice list shows it. */
export interface InvoiceRecord {
  ref: string;
  number: string | null;
  amount: number;
  status: 'paid' | 'failed';
  periodStart: Date;
  periodEnd: Date;
}

export type StartOutcome =
  | {
      status: 'active';
      providerSubscriptionId: string | null;
      periodStart: Date;
      periodEnd: Date;
      invoice: InvoiceRecord | null;
    }
  | { status: 'requiresAction'; clientSecret: string; providerSubscriptionId: string | null }
  | { status: 'failed'; code: FailureCode };

/** Subscriptions at the provider: the sandbox's own (renewed by our job) or Stripe Billing's. */
export interface BillingProvider {
  readonly name: ProviderName;
  /** Starts the subscription and takes the first period's payment (less any promo code). */
  start(request: StartSubscriptionRequest): Promise<StartOutcome>;
  /** Cancel at the period's end, or undo that. */
  setCancelAtPeriodEnd(row: BusinessSubscriptionRow, cancel: boolean): Promise<void>;
  /** Ends a subscription at once: one left past due when the business subscribed again. */
  endNow(providerSubscriptionId: string): Promise<void>;
}
