import Stripe from 'stripe';
import { cardRailPaymentTypes } from '../card-rail.ts';
import { failureMessage } from '../failure-messages.ts';
import {
  ProviderUnavailableError,
  type CardSummary,
  type ChargeOutcome,
  type ChargeRequest,
  type FailureCode,
  type FinalOutcome,
  type CardRailProvider,
} from '../payment-provider.ts';
import { fromStripeAmount, stripeAmountStep, toStripeAmount } from '@opentip/shared/stripe-amounts';
import { isUnreachable } from './stripe-errors.ts';
import { stripePayout } from './stripe-payouts.ts';
import { stripeTransfer } from './stripe-transfers.ts';

const DECLINE_CODES: Record<string, FailureCode> = {
  insufficient_funds: 'insufficient_funds',
  expired_card: 'expired_card',
  incorrect_cvc: 'incorrect_cvc',
  processing_error: 'processing_error',
  authentication_required: 'authentication_required',
  // The giver failed or cancelled their bank's 3-D Secure step.
  payment_intent_authentication_failure: 'authentication_required',
};

const failed = (code: FailureCode, paymentId: string | null = null): FinalOutcome => ({
  status: 'failed',
  paymentId,
  code,
  message: failureMessage(code),
  card: null,
});

function cardOf(intent: Stripe.PaymentIntent): CardSummary | null {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const card = charge?.payment_method_details?.card;
  return card
    ? {
        brand: card.brand ?? 'card',
        last4: card.last4 ?? '',
        expMonth: card.exp_month,
        expYear: card.exp_year,
      }
    : null;
}

function declineOf(code: string | null | undefined): FailureCode {
  return (code && DECLINE_CODES[code]) || 'card_declined';
}

export function outcomeOfIntent(intent: Stripe.PaymentIntent): ChargeOutcome {
  if (intent.status === 'succeeded')
    return { status: 'succeeded', paymentId: intent.id, card: cardOf(intent) };
  // Card payments settle at once; "processing" means the outcome is not known yet.
  if (intent.status === 'processing') throw new ProviderUnavailableError('payment still processing');
  if (intent.status === 'requires_action') {
    if (!intent.client_secret)
      throw new Error(`PaymentIntent ${intent.id} needs action but has no client_secret`);
    return {
      status: 'requiresAction',
      paymentId: intent.id,
      nextAction: { type: 'authenticate', clientSecret: intent.client_secret },
      card: null,
    };
  }
  const error = intent.last_payment_error;
  // Cancelled by us because the giver never finished their bank's step.
  if (!error && intent.status === 'canceled' && intent.cancellation_reason === 'abandoned')
    return failed('authentication_required', intent.id);
  return failed(declineOf(error?.decline_code || error?.code), intent.id);
}

/** An intent that is decided (paid or not); one still waiting for the giver cannot be given up. */
function finalOutcomeOf(intent: Stripe.PaymentIntent): FinalOutcome {
  const outcome = outcomeOfIntent(intent);
  if (outcome.status === 'requiresAction') throw new Error(`PaymentIntent ${intent.id} is still waiting`);
  return outcome;
}

function unavailableOr(error: unknown): never {
  if (
    error instanceof Stripe.errors.StripeError &&
    !(error instanceof Stripe.errors.StripeInvalidRequestError)
  )
    throw new ProviderUnavailableError(error);
  throw error;
}

function outcomeOfError(error: unknown): ChargeOutcome {
  if (error instanceof Stripe.errors.StripeCardError) {
    const paymentId = error.payment_intent?.id ?? null;
    return failed(declineOf(error.decline_code || error.code), paymentId);
  }
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    if (error.param?.startsWith('transfer_data')) return failed('destination_invalid');
    if (error.param?.startsWith('payment_method')) return failed('invalid_payment_method');
    if (error.param === 'amount' || error.code === 'amount_too_small') return failed('amount_invalid');
  }
  if (isUnreachable(error)) throw new ProviderUnavailableError(error);
  throw error;
}

/**
 * Where a charge's money goes: a tip to one receiver is a destination charge whose application
 * fee is the platform's; a tip to a team's pool a separate charge the platform keeps, tagged with
 * the pool's transfer group, whose members are paid later by transfers in that group.
 */
function routingOf(request: ChargeRequest, fee: number) {
  if (request.transferGroup) return { transfer_group: request.transferGroup };
  return { application_fee_amount: fee, transfer_data: { destination: request.destinationAccountId } };
}

/**
 * Stripe Connect: receivers have Express accounts; a tip is a destination charge (PaymentIntent
 * confirmed at once on the server) whose application fee is the platform fee, or for a team's pool
 * a separate charge later paid out by transfers (stripe-transfers.ts). A card that needs
 * 3-D Secure leaves the intent in requires_action: the giver's browser completes it with
 * stripe.handleNextAction and its client_secret. Every call that creates money movement carries
 * an idempotency key, which the SDK also reuses on its own network retries.
 */
export function createStripeProvider(options: {
  stripe: Stripe;
  publishableKey: string | null;
}): CardRailProvider {
  const { stripe } = options;
  return {
    name: 'stripe',
    publishableKey: options.publishableKey,
    acceptsPaymentMethod: (token) => /^pm_[A-Za-z0-9_]{6,250}$/.test(token),
    amountStep: stripeAmountStep,
    paymentTypes: (currency) => cardRailPaymentTypes('stripe', currency),
    payout: (request) => stripePayout(stripe, request),

    async cardFingerprint(paymentMethod) {
      try {
        const method = await stripe.paymentMethods.retrieve(paymentMethod);
        return method.card?.fingerprint ?? null;
      } catch (error) {
        // Not knowing the fingerprint only skips the per-card limit; the charge itself decides.
        if (isUnreachable(error) || error instanceof Stripe.errors.StripeInvalidRequestError) return null;
        throw error;
      }
    },

    async linkAccount(request) {
      const atStripe = async <T>(call: () => Promise<T>) => {
        try {
          return await call();
        } catch (error) {
          if (isUnreachable(error)) throw new ProviderUnavailableError(error);
          throw error;
        }
      };
      const account = await atStripe(() =>
        request.existingAccountId
          ? stripe.accounts.retrieve(request.existingAccountId)
          : stripe.accounts.create(
              {
                type: 'express',
                email: request.email ?? undefined,
                metadata: { userId: request.userId },
                capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
              },
              { idempotencyKey: `account-${request.userId}` },
            ),
      );
      const done = account.charges_enabled && account.details_submitted;
      const link = done
        ? null
        : await atStripe(() =>
            stripe.accountLinks.create({
              account: account.id,
              type: 'account_onboarding',
              refresh_url: request.refreshUrl,
              return_url: request.returnUrl,
            }),
          );
      return {
        accountId: account.id,
        chargesEnabled: account.charges_enabled ?? false,
        detailsSubmitted: account.details_submitted ?? false,
        onboardingUrl: link?.url ?? null,
      };
    },

    async charge(request) {
      const amount = toStripeAmount(request.amount, request.currency);
      const fee = toStripeAmount(request.applicationFee, request.currency);
      if (amount === null || fee === null) return failed('amount_invalid');
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount,
            currency: request.currency.toLowerCase(),
            payment_method: request.paymentMethod,
            customer: request.customerId ?? undefined,
            allowed_payment_method_types: ['card'],
            confirm: true,
            // Server-side confirmation whose next action (3-D Secure) stripe.js handles in the browser.
            use_stripe_sdk: true,
            ...routingOf(request, fee),
            description: request.description,
            metadata: { intentId: request.intentId },
            expand: ['latest_charge'],
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return outcomeOfIntent(intent);
      } catch (error) {
        return outcomeOfError(error);
      }
    },

    async findCharge({ intentId, paymentId }) {
      try {
        // A known intent is read directly: search results can lag behind by a few seconds.
        if (paymentId)
          return outcomeOfIntent(
            await stripe.paymentIntents.retrieve(paymentId, { expand: ['latest_charge'] }),
          );
        const found = await stripe.paymentIntents.search({
          query: `metadata['intentId']:'${intentId}'`,
          limit: 1,
          expand: ['data.latest_charge'],
        });
        const intent = found.data[0];
        return intent ? outcomeOfIntent(intent) : null;
      } catch (error) {
        return unavailableOr(error);
      }
    },

    async cancelCharge({ paymentId, idempotencyKey }) {
      try {
        const cancelled = await stripe.paymentIntents.cancel(
          paymentId,
          { cancellation_reason: 'abandoned', expand: ['latest_charge'] },
          { idempotencyKey: `${idempotencyKey}_cancel` },
        );
        return finalOutcomeOf(cancelled);
      } catch (error) {
        // Refused because it is no longer cancellable: the giver finished in the meantime.
        if (error instanceof Stripe.errors.StripeInvalidRequestError)
          return finalOutcomeOf(
            await stripe.paymentIntents.retrieve(paymentId, { expand: ['latest_charge'] }),
          );
        return unavailableOr(error);
      }
    },

    async refund({ paymentId, amount, idempotencyKey, pooled }) {
      try {
        const intent = await stripe.paymentIntents.retrieve(paymentId);
        const stripeAmount = toStripeAmount(amount, intent.currency.toUpperCase());
        if (stripeAmount === null) throw new Error('refund amount not representable at Stripe');
        // A pool's separate charge has no transfer or application fee to reverse;
        // a pool tip charged before pools had transfers was a destination charge and still does.
        const reverse = !pooled || Boolean(intent.transfer_data);
        const refund = await stripe.refunds.create(
          {
            payment_intent: paymentId,
            amount: stripeAmount,
            ...(reverse ? { reverse_transfer: true, refund_application_fee: true } : {}),
          },
          { idempotencyKey },
        );
        return {
          refundId: refund.id,
          amount: fromStripeAmount(refund.amount, refund.currency.toUpperCase()),
        };
      } catch (error) {
        // Whether Stripe refunded is unknown: the refund stays reserved and is asked again.
        if (isUnreachable(error)) throw new ProviderUnavailableError(error);
        throw error;
      }
    },

    transfer: (request) => stripeTransfer(stripe, request),
  };
}
