import type { PaymentRequestCompleteStatus } from '@stripe/stripe-js';
import { toStripeAmount } from '@opentip/shared/stripe-amounts';
import { loadStripeFor } from '@/app/payments/load-stripe';
import { WALLET_TYPES, type WalletType } from './wallet-types';

export interface WalletSheet {
  currency: string;
  /** ISO minor units. */
  total: number;
  /** The sheet's line: "Tip for maria.server". */
  label: string;
}

/** Totals on /CalculateTip are multiples of Stripe's step already (tip-math amountStep). */
function stripeTotal(sheet: WalletSheet): number {
  const amount = toStripeAmount(sheet.total, sheet.currency);
  if (amount === null) throw new Error(`${sheet.total} ${sheet.currency} is not a Stripe amount`);
  return amount;
}

export interface SheetHandlers {
  /** The giver approved: a pm_... to pay with; `complete` closes the sheet with our API's answer. */
  paymentMethod(event: {
    token: string;
    wallet: string;
    complete: (status: Extract<PaymentRequestCompleteStatus, 'success' | 'fail'>) => void;
  }): void;
  cancel(): void;
}

export interface WalletProbe {
  wallets: WalletType[];
  /** Opens the native sheet with the current total: must run inside the giver's click. */
  show(sheet: WalletSheet, on: SheetHandlers): void;
}

const sheetOptions = (sheet: WalletSheet) => ({
  currency: sheet.currency.toLowerCase(),
  total: { label: sheet.label, amount: stripeTotal(sheet) },
});

/**
 * Loaded only in Stripe mode once the giver has a tip to pay: asks the browser which of Apple Pay and
 * Google Pay it can pay with right now (Link and plain browser cards are left to /add-card).
 */
export async function probeWallets(
  publishableKey: string,
  country: string,
  sheet: WalletSheet,
): Promise<WalletProbe> {
  const stripe = await loadStripeFor(publishableKey);
  const request = stripe.paymentRequest({
    country,
    ...sheetOptions(sheet),
    disableWallets: ['link', 'browserCard'],
  });
  const available = await request.canMakePayment();
  return {
    wallets: WALLET_TYPES.filter((wallet) => available?.[wallet] === true),
    show(current, on) {
      request.off('paymentmethod');
      request.off('cancel');
      request.on('paymentmethod', (event) =>
        on.paymentMethod({
          token: event.paymentMethod.id,
          wallet: event.walletName,
          complete: event.complete,
        }),
      );
      request.on('cancel', () => on.cancel());
      request.update(sheetOptions(current));
      request.show();
    },
  };
}
