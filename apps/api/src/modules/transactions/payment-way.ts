import { findCurrency } from '@opentip/shared/currencies';
import { mobileMoneyOf } from '@opentip/shared/payment-rails';
import type { CreateTipBody } from '@opentip/shared/schemas/tips.schema';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/users.ts';
import type { PaymentProvider } from '../../integrations/payments/payment-provider.ts';
import { badRequest } from '../../lib/app-error.ts';
import { paymentMethodOf } from '../cards/saved-card-lookup.ts';
import { isCardRail } from './tip-providers.ts';

/** What tips.payment_method records for ways without a card token of ours. */
export const HOSTED_CHECKOUT = 'hostedCheckout';
export const PAYPAL_METHOD = 'paypal';
const MOBILE_MONEY_PREFIX = 'mobileMoney:';
/** Only the network: the phone number is sent to the provider, never stored. */
export const mobileMoneyMethod = (network: string) => `${MOBILE_MONEY_PREFIX}${network}`;
export const mobileMoneyNetworkOf = (paymentMethod: string) =>
  paymentMethod.startsWith(MOBILE_MONEY_PREFIX) ? paymentMethod.slice(MOBILE_MONEY_PREFIX.length) : null;

export interface PaymentWay {
  /** What the tip records and the provider is sent as the payment method. */
  paymentMethod: string;
  /** A card token of the card rail: the one card-testing limits look at. */
  cardToken: string | null;
}

/**
 * Checks that the receiver's provider takes this way to pay in this currency, and what the giver
 * sent with it: a card token (or saved card) for the card rail, a mobile-money wallet of one of
 * the currency's networks, nothing for PayPal or Flutterwave's hosted card checkout.
 */
export async function paymentWayOf(
  db: Db,
  options: { provider: PaymentProvider; caller: UserRow | null; body: CreateTipBody },
): Promise<PaymentWay> {
  const { provider, caller, body } = options;
  const currency = findCurrency(body.currency)?.code;
  const offered = currency ? provider.paymentTypes(currency) : [];
  if (!currency || offered.length === 0) throw badRequest('currencyNotAccepted', 'CURRENCY_NOT_ACCEPTED');
  if (!offered.includes(body.paymentType))
    throw badRequest('paymentWayUnavailable', 'PAYMENT_WAY_UNAVAILABLE');
  const tokens = body.paymentMethod !== undefined || body.savedCardId !== undefined;
  if (isCardRail(provider)) {
    if (!tokens) throw badRequest('paymentMethodInvalid', 'PAYMENT_METHOD_INVALID');
    const paymentMethod = await paymentMethodOf(db, { caller, body, provider: provider.name });
    if (!provider.acceptsPaymentMethod(paymentMethod))
      throw badRequest('paymentMethodInvalid', 'PAYMENT_METHOD_INVALID');
    return { paymentMethod, cardToken: paymentMethod };
  }
  if (tokens) throw badRequest('paymentMethodInvalid', 'PAYMENT_METHOD_INVALID');
  if (body.paymentType === 'paypal') return { paymentMethod: PAYPAL_METHOD, cardToken: null };
  if (body.paymentType === 'mobileMoney') {
    const network = body.mobileMoney?.network.toUpperCase() ?? '';
    const networks: readonly string[] = mobileMoneyOf(currency)?.networks ?? [];
    if (!networks.includes(network)) throw badRequest('mobileNetworkInvalid', 'MOBILE_NETWORK_INVALID');
    return { paymentMethod: mobileMoneyMethod(network), cardToken: null };
  }
  return { paymentMethod: HOSTED_CHECKOUT, cardToken: null };
}
