import Stripe from 'stripe';
import type { Plan } from '@opentip/shared/schemas/billing.schema';
import { fromStripeAmount, toStripeAmount } from '@opentip/shared/stripe-amounts';
import type { Config } from '../../config.ts';
import type { PromoCodeRow } from '../../db/schema/billing.ts';
import { addMonths } from '../../modules/billing/plans.ts';
import { authenticationSecret, ProviderUnavailableError } from '../payments/payment-provider.ts';
import { outcomeOfIntent } from '../payments/stripe/stripe-provider.ts';
import { isUnreachable } from '../payments/stripe/stripe-errors.ts';
import type { BillingProvider, InvoiceRecord, StartOutcome } from './billing-provider.ts';

export const STRIPE_PRODUCT_ID = 'opentip_business';
export const priceLookupKey = (plan: Plan) => `opentip_business_${plan.id}_${plan.currency.toLowerCase()}`;
export const couponIdOf = (promo: PromoCodeRow) => `opentip_${promo.code}`;
const unix = (date: Date) => Math.floor(date.getTime() / 1000);
const fromUnix = (seconds: number) => new Date(seconds * 1000);

export function stripeBillingClient(config: Config): Stripe {
  if (!config.STRIPE_SECRET_KEY) throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY');
  return new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'OpenTip' },
  });
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUnreachable(error)) throw new ProviderUnavailableError(error);
    throw error;
  }
}

const isMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';

/** The period of a subscription, kept on its item since Stripe's 2025 API versions. */
export function periodOf(subscription: Stripe.Subscription): { start: Date; end: Date } | null {
  const item = subscription.items.data[0];
  return item ? { start: fromUnix(item.current_period_start), end: fromUnix(item.current_period_end) } : null;
}

/** The subscription a Stripe invoice belongs to (its parent since Stripe's 2025 API versions). */
export function subscriptionIdOfInvoice(invoice: Stripe.Invoice): string | null {
  const parent = invoice.parent?.subscription_details?.subscription;
  if (!parent) return null;
  return typeof parent === 'string' ? parent : parent.id;
}

/** A Stripe invoice as the business's invoice list shows it; the period is that of its subscription line. */
export function invoiceRecordOf(invoice: Stripe.Invoice, status: 'paid' | 'failed'): InvoiceRecord {
  const line = invoice.lines?.data[0]?.period;
  const currency = invoice.currency.toUpperCase();
  return {
    ref: invoice.id ?? '',
    number: invoice.number,
    amount: fromStripeAmount(status === 'paid' ? invoice.amount_paid : invoice.amount_due, currency),
    status,
    periodStart: fromUnix(line?.start ?? invoice.period_start),
    periodEnd: fromUnix(line?.end ?? invoice.period_end),
  };
}

/**
 * Stripe Billing: one Product, a Price per plan and currency (found by lookup_key, made on first
 * use), the owner's Customer with the saved card as default payment method, promo codes as coupons
 * (percent or amount off the first invoice) or a trial of N free months. Stripe renews and retries;
 * its webhooks keep our row in step (modules/billing/stripe-billing-events.ts).
 */
export function createStripeBilling(stripe: Stripe): BillingProvider {
  async function product(): Promise<string> {
    try {
      await stripe.products.retrieve(STRIPE_PRODUCT_ID);
    } catch (error) {
      if (!isMissing(error)) throw error;
      await stripe.products.create(
        { id: STRIPE_PRODUCT_ID, name: 'OpenTip Business' },
        { idempotencyKey: `product_${STRIPE_PRODUCT_ID}` },
      );
    }
    return STRIPE_PRODUCT_ID;
  }

  async function price(plan: Plan): Promise<string> {
    const lookupKey = priceLookupKey(plan);
    const found = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
    if (found.data[0]) return found.data[0].id;
    const unitAmount = toStripeAmount(plan.amount, plan.currency);
    if (unitAmount === null) throw new Error(`Stripe cannot charge ${plan.amount} ${plan.currency}`);
    const created = await stripe.prices.create(
      {
        product: await product(),
        currency: plan.currency.toLowerCase(),
        unit_amount: unitAmount,
        recurring: { interval: plan.interval },
        lookup_key: lookupKey,
      },
      { idempotencyKey: `price_${lookupKey}_${unitAmount}` },
    );
    return created.id;
  }

  async function coupon(promo: PromoCodeRow): Promise<string> {
    const id = couponIdOf(promo);
    try {
      await stripe.coupons.retrieve(id);
      return id;
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
    const off =
      promo.kind === 'percent'
        ? { percent_off: promo.value }
        : {
            amount_off: toStripeAmount(promo.value, promo.currency ?? 'USD') ?? promo.value,
            currency: (promo.currency ?? 'USD').toLowerCase(),
          };
    await stripe.coupons.create(
      { id, name: promo.code, duration: 'once', ...off },
      { idempotencyKey: `coupon_${promo.id}` },
    );
    return id;
  }

  function activeOutcome(subscription: Stripe.Subscription): StartOutcome {
    const period = periodOf(subscription);
    if (!period) throw new Error(`subscription ${subscription.id} has no item`);
    const invoice = subscription.latest_invoice;
    const paid = invoice && typeof invoice !== 'string' && invoice.status === 'paid';
    return {
      status: 'active',
      providerSubscriptionId: subscription.id,
      periodStart: period.start,
      periodEnd: period.end,
      invoice: paid ? invoiceRecordOf(invoice, 'paid') : null,
    };
  }

  /** The first invoice's PaymentIntent: waiting for 3-D Secure, paid meanwhile, or declined. */
  async function incompleteOutcome(subscription: Stripe.Subscription): Promise<StartOutcome> {
    const invoice = subscription.latest_invoice;
    const payment = invoice && typeof invoice !== 'string' ? invoice.payments?.data[0]?.payment : undefined;
    const intentId =
      typeof payment?.payment_intent === 'string' ? payment.payment_intent : payment?.payment_intent?.id;
    if (!intentId) throw new Error(`subscription ${subscription.id} has no payment to look at`);
    const outcome = outcomeOfIntent(await stripe.paymentIntents.retrieve(intentId));
    if (outcome.status === 'requiresAction')
      return {
        status: 'requiresAction',
        clientSecret: authenticationSecret(outcome),
        providerSubscriptionId: subscription.id,
      };
    if (outcome.status === 'succeeded')
      return activeOutcome(
        await stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice'] }),
      );
    // Declined: the incomplete subscription is given up so that it never charges later.
    await stripe.subscriptions.cancel(subscription.id);
    return { status: 'failed', code: outcome.code };
  }

  return {
    name: 'stripe',
    start: (request) =>
      call(async () => {
        const { plan, promo, now } = request;
        const freeMonths = promo?.kind === 'freeMonths' ? promo.value : 0;
        const subscription = await stripe.subscriptions.create(
          {
            customer: request.customerId,
            default_payment_method: request.paymentMethod,
            items: [{ price: await price(plan) }],
            // Attempt the first invoice at once; 3-D Secure leaves it incomplete for the browser.
            payment_behavior: 'allow_incomplete',
            ...(promo && !freeMonths ? { discounts: [{ coupon: await coupon(promo) }] } : {}),
            ...(freeMonths ? { trial_end: unix(addMonths(now, freeMonths)) } : {}),
            metadata: { businessId: request.businessId },
            expand: ['latest_invoice.payments'],
          },
          { idempotencyKey: request.idempotencyKey },
        );
        if (subscription.status === 'active' || subscription.status === 'trialing')
          return activeOutcome(subscription);
        return incompleteOutcome(subscription);
      }),

    setCancelAtPeriodEnd: async (row, cancel) => {
      if (!row.providerSubscriptionId) return;
      const id = row.providerSubscriptionId;
      await call(() => stripe.subscriptions.update(id, { cancel_at_period_end: cancel }));
    },

    endNow: async (id) => {
      await call(() => stripe.subscriptions.cancel(id));
    },
  };
}
