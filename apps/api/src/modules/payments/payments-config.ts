import type { PaymentsConfigData } from '@opentip/shared/schemas/tips.schema';
import type { Config } from '../../config.ts';
import type { CardRailProvider } from '../../integrations/payments/payment-provider.ts';

/** GET /payments/config: which provider takes payments and the platform fee (also inlined in the guest page). */
export function paymentsConfigOf(payments: CardRailProvider, config: Config): PaymentsConfigData {
  return {
    provider: payments.name,
    publishableKey: payments.publishableKey,
    platformFeeBps: config.PLATFORM_FEE_BPS,
    accountCountry: config.STRIPE_ACCOUNT_COUNTRY,
  };
}
