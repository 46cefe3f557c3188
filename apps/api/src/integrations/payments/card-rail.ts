import { findCurrency } from '@opentip/shared/currencies';
import type { CardRail } from '@opentip/shared/payment-rails';
import type { PaymentType } from './payment-provider.ts';

const CARD_RAIL_TYPES: readonly PaymentType[] = ['card', 'applePay', 'googlePay'];

/** The card rail takes cards and wallets in every currency it charges in (currencies.ts). */
export function cardRailPaymentTypes(rail: CardRail, currency: string): readonly PaymentType[] {
  return findCurrency(currency)?.providers.includes(rail) ? CARD_RAIL_TYPES : [];
}
