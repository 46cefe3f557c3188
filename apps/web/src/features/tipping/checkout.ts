import type { CreateTipBody, PaymentType } from '@opentip/shared/schemas/tips.schema';
import type { TipBreakdown } from '@opentip/shared/money';
import { STORAGE_KEYS, readStorage } from '@/app/storage-keys';
import { amountStep, breakdownOf, computeTip, tipCurrency, type Provider, type TipAmount } from './tip-math';
import type { TipDraft } from './tip-draft';

export interface PaymentsConfig {
  provider: Provider;
  platformFeeBps: number;
}

export interface Checkout {
  provider: Provider;
  currency: string;
  step: number;
  feeBps: number;
  amount: TipAmount;
  breakdown: TipBreakdown | null;
}

/** Everything the giver is about to pay, from their choices and the server's payment settings. */
export function checkoutOf(draft: TipDraft, config: PaymentsConfig, giverCurrency?: string | null): Checkout {
  return checkoutIn(draft, config, [giverCurrency, readStorage(STORAGE_KEYS.defaultCurrency)]);
}

/**
 * The same with the giver's currencies given (the guest page passes what it read after hydration,
 * so its first render uses the page's data only); the receiver's currency comes first.
 */
export function checkoutIn(
  draft: TipDraft,
  config: PaymentsConfig,
  giverCurrencies: readonly (string | null | undefined)[],
): Checkout {
  const currency = tipCurrency([draft.payee.currency, ...giverCurrencies], config.provider);
  const step = amountStep(config.provider, currency);
  const amount = computeTip(draft, currency, step);
  const breakdown = amount.ok
    ? breakdownOf(amount.tip, { feeBps: config.platformFeeBps, coverFee: draft.coverFee, step })
    : null;
  return { provider: config.provider, currency, step, feeBps: config.platformFeeBps, amount, breakdown };
}

/**
 * How the tip is paid: a provider token, one of the signed-in giver's saved cards, or nothing to
 * carry (PayPal's approval, Flutterwave's hosted card checkout), or a mobile-money wallet.
 */
export type TipPayment =
  | { type: PaymentType; token: string }
  | { type: 'card'; savedCardId: string }
  | { type: 'paypal' | 'card'; token?: undefined }
  | { type: 'mobileMoney'; mobileMoney: { network: string; phone: string } };

/** The createtransactions body: a provider token or a saved card's id only, never card details. */
export function tipBody(draft: TipDraft, checkout: Checkout, payment: TipPayment): CreateTipBody | null {
  const { amount } = checkout;
  if (!amount.ok) return null;
  const comment = draft.comment.trim();
  const email = draft.email.trim();
  return {
    payee: draft.payeeId,
    currency: checkout.currency,
    paymentType: payment.type,
    ...paymentFields(payment),
    coverFee: draft.coverFee,
    ...(amount.billAmount !== undefined && amount.percent !== undefined
      ? { billAmount: amount.billAmount, percent: amount.percent }
      : { amount: amount.tip }),
    ...(comment ? { comment } : {}),
    ...(email ? { email } : {}),
  };
}

function paymentFields(payment: TipPayment): Partial<CreateTipBody> {
  if ('savedCardId' in payment) return { savedCardId: payment.savedCardId };
  if ('mobileMoney' in payment) return { mobileMoney: payment.mobileMoney };
  return payment.token === undefined ? {} : { paymentMethod: payment.token };
}
