import type { PaymentWaysData } from '@opentip/shared/schemas/payouts.schema';
import type { PaymentType } from '@opentip/shared/schemas/tips.schema';
import type { WalletType } from './stripe/wallet-types';

const CARD_RAIL_TYPES: readonly PaymentType[] = ['card', 'applePay', 'googlePay'];

export const isCardRailType = (type: PaymentType) => CARD_RAIL_TYPES.includes(type);

/** Flutterwave's ways (mobile money, its hosted card checkout) are chosen on /flutterwave's own step. */
export const paidThroughFlutterwave = (ways: PaymentWaysData | null) => ways?.provider === 'flutterwave';

/**
 * The ways a giver is offered: the receiver's provider's ways in this currency, the card rail's
 * wallets only where the device has them (those first: one tap, no card to type). Unknown ways
 * (null) offer the card rail, as before there were other providers.
 */
export function offeredTypes(ways: PaymentWaysData | null, wallets: readonly WalletType[]): PaymentType[] {
  if (!ways) return [...wallets, 'card'];
  if (ways.provider === 'sandbox' || ways.provider === 'stripe')
    return ([...wallets, 'card'] as PaymentType[]).filter((type) => ways.paymentTypes.includes(type));
  return ways.paymentTypes.filter((type) => type !== 'applePay' && type !== 'googlePay');
}

/**
 * The way to keep selected: the giver's choice while it is offered; else the first offered (the
 * card rail's wallets come and go with the device's answer, so only ways of other providers move).
 */
export function chosenType(
  current: PaymentType,
  offered: readonly PaymentType[],
  ways: PaymentWaysData | null,
): PaymentType {
  if (offered.includes(current) || offered.length === 0) return current;
  const cardRail = !ways || ways.provider === 'sandbox' || ways.provider === 'stripe';
  if (cardRail && isCardRailType(current)) return current;
  if (cardRail && offered.includes('card')) return 'card';
  return offered[0] ?? current;
}

/** Why the receiver cannot be paid in this currency: nothing linked, or not in this currency. */
export function waysProblem(ways: PaymentWaysData | null): 'payeeCannotReceive' | 'currency' | null {
  if (!ways || ways.paymentTypes.length > 0) return null;
  return ways.provider === null ? 'payeeCannotReceive' : 'currency';
}
