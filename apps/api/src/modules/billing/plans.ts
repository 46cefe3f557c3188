import {
  BUSINESS_PLAN_FEATURES,
  GRACE_DAYS,
  PLAN_IDS,
  TRIAL_DAYS,
  type Plan,
  type PlanId,
} from '@opentip/shared/schemas/billing.schema';

/** "OpenTip Business" prices, minor units per currency: [monthly, yearly]. */
const PRICES: Record<string, readonly [number, number]> = {
  USD: [2900, 29000],
  EUR: [2700, 27000],
  GBP: [2400, 24000],
  AED: [10900, 109000],
};
export const FALLBACK_PLAN_CURRENCY = 'USD';
const DAY_MS = 86_400_000;

/** The currency prices are given in: the one asked for where we set prices in it, else USD. */
export const planCurrency = (currency: string | undefined): string =>
  currency && PRICES[currency] ? currency : FALLBACK_PLAN_CURRENCY;

export function planOf(planId: PlanId, currency: string | undefined): Plan {
  const code = planCurrency(currency);
  const [monthly, yearly] = PRICES[code] ?? [0, 0];
  return planId === 'monthly'
    ? { id: 'monthly', interval: 'month', amount: monthly, currency: code }
    : { id: 'yearly', interval: 'year', amount: yearly, currency: code };
}

export function plansIn(currency: string | undefined) {
  return {
    plans: PLAN_IDS.map((id) => planOf(id, currency)),
    trialDays: TRIAL_DAYS,
    graceDays: GRACE_DAYS,
    features: [...BUSINESS_PLAN_FEATURES],
  };
}

/** Calendar months later in UTC, kept to the month's last day (Jan 31 + 1 month = Feb 28/29), as Stripe does. */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

export const periodEndOf = (planId: PlanId, start: Date): Date =>
  addMonths(start, planId === 'monthly' ? 1 : 12);

export const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * DAY_MS);
export const trialEndOf = (businessCreatedAt: Date): Date => addDays(businessCreatedAt, TRIAL_DAYS);
