import type { BusinessSubscriptionRow } from '../../db/schema/billing.ts';
import {
  authenticationSecret,
  type ChargeOutcome,
  type PaymentProvider,
} from '../payments/payment-provider.ts';
import type { BillingProvider, StartOutcome } from './billing-provider.ts';
import { firstPeriod } from '../../modules/billing/promo-codes.service.ts';

/** The platform's own account in the sandbox: subscription charges are kept, nothing is passed on. */
export const SANDBOX_PLATFORM_ACCOUNT = 'acct_sandbox_0000000000000000';

/** A subscription charge through the sandbox processor: the card's test behaviour decides it. */
export function chargeSubscription(
  payments: PaymentProvider,
  request: {
    idempotencyKey: string;
    businessId: string;
    amount: number;
    currency: string;
    paymentMethod: string;
    customerId: string;
  },
): Promise<ChargeOutcome> {
  return payments.charge({
    idempotencyKey: request.idempotencyKey,
    intentId: request.businessId,
    amount: request.amount,
    currency: request.currency,
    applicationFee: request.amount,
    destinationAccountId: SANDBOX_PLATFORM_ACCOUNT,
    paymentMethod: request.paymentMethod,
    customerId: request.customerId,
    paymentType: 'card',
    description: `OpenTip Business ${request.businessId}`,
    transferGroup: null,
  });
}

/**
 * The sandbox's subscriptions: the first period is charged at once through the sandbox processor;
 * renewals are charged by the billing-renew-due job at current_period_end (modules/billing/renewals).
 */
export function createSandboxBilling(payments: PaymentProvider): BillingProvider {
  return {
    name: 'sandbox',
    async start(request): Promise<StartOutcome> {
      const { plan, now } = request;
      const first = firstPeriod(plan, request.promo, now);
      const period = { periodStart: now, periodEnd: first.end };
      if (first.amount === 0) {
        const invoice = {
          ref: `free_${request.idempotencyKey}`,
          number: null,
          amount: 0,
          status: 'paid' as const,
        };
        return {
          status: 'active',
          providerSubscriptionId: null,
          ...period,
          invoice: { ...invoice, ...period },
        };
      }
      const outcome = await chargeSubscription(payments, {
        idempotencyKey: request.idempotencyKey,
        businessId: request.businessId,
        amount: first.amount,
        currency: plan.currency,
        paymentMethod: request.paymentMethod,
        customerId: request.customerId,
      });
      if (outcome.status === 'requiresAction')
        return {
          status: 'requiresAction',
          clientSecret: authenticationSecret(outcome),
          providerSubscriptionId: null,
        };
      if (outcome.status === 'failed') return { status: 'failed', code: outcome.code };
      const invoice = { ref: outcome.paymentId, number: null, amount: first.amount, status: 'paid' as const };
      return {
        status: 'active',
        providerSubscriptionId: null,
        ...period,
        invoice: { ...invoice, ...period },
      };
    },
    // Nothing is kept at the sandbox processor: our row is the subscription.
    async setCancelAtPeriodEnd(_row: BusinessSubscriptionRow, _cancel: boolean) {},
    async endNow(_providerSubscriptionId: string) {},
  };
}
