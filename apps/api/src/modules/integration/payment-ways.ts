import { findCurrency } from '@opentip/shared/currencies';
import { mobileMoneyOf } from '@opentip/shared/payment-rails';
import type { PaymentWaysData } from '@opentip/shared/schemas/payouts.schema';
import type { Db } from '../../db/client.ts';
import type { PaymentProvider } from '../../integrations/payments/payment-provider.ts';
import { findPayeeProfile, type TipRoute } from '../payees/payee-lookup.ts';
import { routeProvider, type TipProviders } from '../transactions/tip-providers.ts';

const NO_WAYS: PaymentWaysData = {
  provider: null,
  paymentTypes: [],
  mobileMoneyNetworks: [],
  publicKey: null,
};

/** How a giver can pay into a receiver's route in a currency: what its provider takes there. */
export function paymentWaysFor(provider: PaymentProvider | null, currency: string): PaymentWaysData {
  if (!provider) return NO_WAYS;
  const code = findCurrency(currency)?.code;
  const paymentTypes = code ? [...provider.paymentTypes(code)] : [];
  const networks = code && paymentTypes.includes('mobileMoney') ? (mobileMoneyOf(code)?.networks ?? []) : [];
  return {
    provider: provider.name,
    paymentTypes,
    mobileMoneyNetworks: [...networks],
    publicKey: provider.publishableKey,
  };
}

export const paymentWaysOfRoute = (providers: TipProviders, route: TipRoute | null, currency: string) =>
  paymentWaysFor(routeProvider(providers, route), currency);

/** GET /payments/ways?payee&currency (public): the receiver's provider and the ways it takes. */
export async function paymentWaysOf(
  db: Db,
  providers: TipProviders,
  query: { payee: string; currency: string },
): Promise<PaymentWaysData> {
  const { route } = await findPayeeProfile(db, { reference: query.payee, cardRail: providers.card.name });
  return paymentWaysOfRoute(providers, route, query.currency);
}
