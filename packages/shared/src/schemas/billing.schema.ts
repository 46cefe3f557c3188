import { z } from 'zod';
import { currencyField } from '../validation.ts';

/**
 * Business subscriptions (docs/businesses.md). One product, "OpenTip Business", billed monthly or
 * yearly through the payment provider's own subscription product (Stripe Billing or the sandbox).
 */
export const PLAN_IDS = ['monthly', 'yearly'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** Days a new business has everything before it must subscribe. */
export const TRIAL_DAYS = 14;
/** Days a business keeps everything after a renewal fails, while the payment is retried. */
export const GRACE_DAYS = 7;

/**
 * - none: never subscribed and the trial is over
 * - trialing: in the free trial, no payment taken yet
 * - active: paid for the current period (also when cancelled at period end, until it ends)
 * - pastDue: a renewal failed; still has everything until graceEndsAt while it is retried
 * - lapsed: grace ran out unpaid; business features paused, nothing deleted, subscribing restores
 * - canceled: cancelled and the paid period has ended
 */
export const SUBSCRIPTION_STATUSES = ['none', 'trialing', 'active', 'pastDue', 'lapsed', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * What a subscription (or the trial) gives a business; the keys name translated texts. Only what
 * the product does: the Google review link offered to its guests after feedback (gated in
 * modules/reviews/review-link.ts) and an invoice for every payment. Tipping never depends on it.
 */
export const BUSINESS_PLAN_FEATURES = ['googleReviewLink', 'invoices'] as const;

export const plan = z.object({
  id: z.enum(PLAN_IDS),
  interval: z.enum(['month', 'year']),
  /** Minor units of `currency`. */
  amount: z.number().int(),
  currency: z.string(),
});
export type Plan = z.infer<typeof plan>;

/** GET /business/plans?currency=EUR (public): the prices in that currency, or in USD where none is set. */
export const plansQuery = z.object({ currency: currencyField.optional() });
export const plansData = z.object({
  plans: z.array(plan),
  trialDays: z.number().int(),
  graceDays: z.number().int(),
  features: z.array(z.enum(BUSINESS_PLAN_FEATURES)),
});

export const promoSummary = z.object({
  code: z.string(),
  kind: z.enum(['percent', 'amount', 'freeMonths']),
  /** Percent (1-100), minor units of `currency`, or a number of months. */
  value: z.number().int(),
  currency: z.string().nullable(),
});

/**
 * What the first payment charges, minor units: percent and amount codes take off the first period
 * only; free months make the first period free. The API charges it and the confirmation shows it.
 */
export function firstChargeAmount(
  planAmount: number,
  promo: { kind: 'percent' | 'amount' | 'freeMonths'; value: number } | null,
): number {
  if (!promo) return planAmount;
  if (promo.kind === 'freeMonths') return 0;
  if (promo.kind === 'percent') return planAmount - Math.round((planAmount * promo.value) / 100);
  return Math.max(0, planAmount - promo.value);
}

export const subscription = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES),
  planId: z.enum(PLAN_IDS).nullable(),
  /** What the next renewal charges after any promo code, minor units. */
  amount: z.number().int().nullable(),
  currency: z.string().nullable(),
  trialEndsAt: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  graceEndsAt: z.string().nullable(),
  promo: promoSummary.nullable(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** Whether the business has the plan's features now (trialing, active, pastDue). */
  entitled: z.boolean(),
});
export type Subscription = z.infer<typeof subscription>;

export const invoice = z.object({
  id: z.string(),
  number: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(['paid', 'failed', 'open', 'void']),
  periodStart: z.string(),
  periodEnd: z.string(),
  createdAt: z.string(),
});

/** GET /business/{id}/subscription (the business's owner). */
export const subscriptionData = z.object({ subscription, invoices: z.array(invoice) });

/**
 * POST /business/{id}/subscription: choose a plan and pay. The card is a payment method as for
 * tips (sandbox `tok_sandbox_...` from POST /payments/sandbox/tokens, or Stripe Elements' `pm_...`)
 * or one of the owner's saved cards. Idempotency-Key header required, as for tips.
 */
export const subscribeBody = z
  .object(
    {
      planId: z.enum(PLAN_IDS, { error: 'planInvalid' }),
      currency: currencyField,
      promoCode: z.string().trim().max(40, 'promoCodeInvalid').optional(),
      paymentMethod: z.string().min(1, 'paymentMethodInvalid').max(255, 'paymentMethodInvalid').optional(),
      savedCardId: z.string({ error: 'cardNotFound' }).uuid('cardNotFound').optional(),
    },
    { error: 'invalidRequest' },
  )
  .superRefine((body, ctx) => {
    if ((body.paymentMethod === undefined) === (body.savedCardId === undefined))
      ctx.addIssue({ code: 'custom', message: 'paymentMethodInvalid', path: ['paymentMethod'] });
  });
export type SubscribeBody = z.infer<typeof subscribeBody>;

/** A first payment that needs 3-D Secure answers `nextAction` as tips do. */
export const subscribeData = subscriptionData.extend({
  nextAction: z.object({ type: z.literal('authenticate'), clientSecret: z.string() }).nullable(),
});

/** POST /business/{id}/promo-code/check: what a code would give, before paying. */
export const promoCheckBody = z.object(
  {
    promoCode: z
      .string({ error: 'promoCodeRequired' })
      .trim()
      .min(1, 'promoCodeRequired')
      .max(40, 'promoCodeInvalid'),
    /** The currency the business would pay in: an amount code in another one is refused. */
    currency: currencyField.optional(),
  },
  { error: 'invalidRequest' },
);
export const promoCheckData = z.object({ promo: promoSummary });

/** POST /business/{id}/subscription/cancel and /resume: cancel at period end, or undo that. */
export const businessIdParams = z.object({ id: z.string({ error: 'notFound' }).uuid('notFound') });
