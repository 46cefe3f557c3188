import Stripe from 'stripe';
import type { MessageKey } from '@opentip/shared/messages';
import { AppError, badRequest } from '../../../lib/app-error.ts';
import type { CardVault } from '../card-vault.ts';
import { ProviderUnavailableError } from '../payment-provider.ts';

const CARD_CHECK_KEYS: Record<string, MessageKey> = {
  expired_card: 'expiredCard',
  incorrect_cvc: 'incorrectCvc',
  insufficient_funds: 'insufficientFunds',
  processing_error: 'processingError',
};

/** Stripe's refusals become the giver's sentence; an outage stays "try again". */
function vaultError(error: unknown): unknown {
  if (error instanceof Stripe.errors.StripeCardError) {
    // Attaching runs a card check with the bank, which can decline like a charge.
    const reason = error.decline_code ?? error.code ?? 'card_declined';
    const key = CARD_CHECK_KEYS[reason] ?? 'cardDeclined';
    return new AppError(402, reason.toUpperCase(), key, error);
  }
  // No such PaymentMethod, attached to another customer, or detached before: not usable here.
  if (error instanceof Stripe.errors.StripeInvalidRequestError)
    return badRequest('paymentMethodInvalid', 'PAYMENT_METHOD_INVALID');
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError
  )
    return new ProviderUnavailableError(error);
  return error;
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw vaultError(error);
  }
}

const isMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';

/** Saved cards as Stripe keeps them: a Customer per giver with card PaymentMethods attached. */
export function createStripeCardVault(stripe: Stripe): CardVault {
  return {
    provider: 'stripe',
    acceptsPaymentMethod: (token) => /^pm_[A-Za-z0-9_]{6,250}$/.test(token),

    async createCustomer({ userId, email, idempotencyKey }) {
      const customer = await call(() =>
        stripe.customers.create({ email: email ?? undefined, metadata: { userId } }, { idempotencyKey }),
      );
      return customer.id;
    },

    async attach({ customerId, paymentMethod }) {
      const method = await call(() => stripe.paymentMethods.attach(paymentMethod, { customer: customerId }));
      if (method.type !== 'card' || !method.card) {
        await call(() => stripe.paymentMethods.detach(method.id));
        throw badRequest('paymentMethodInvalid', 'PAYMENT_METHOD_INVALID');
      }
      return {
        paymentMethod: method.id,
        brand: method.card.brand,
        last4: method.card.last4,
        expMonth: method.card.exp_month,
        expYear: method.card.exp_year,
      };
    },

    async detach({ paymentMethod }) {
      let method: Stripe.PaymentMethod;
      try {
        method = await stripe.paymentMethods.retrieve(paymentMethod);
      } catch (error) {
        if (isMissing(error)) return;
        throw vaultError(error);
      }
      if (!method.customer) return;
      await call(() => stripe.paymentMethods.detach(paymentMethod));
    },
  };
}
