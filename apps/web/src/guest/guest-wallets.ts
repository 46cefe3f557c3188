import type { CreateTipBody, PaymentsConfigData } from '@opentip/shared/schemas/tips.schema';
import type { Checkout } from '@/features/tipping/checkout';
import { useWalletSheet } from '@/features/tipping/stripe/use-wallet-sheet';
import type { WalletType } from '@/features/tipping/stripe/wallet-types';
import type { useGuestPay } from './guest-pay';

interface Options {
  config: PaymentsConfigData;
  checkout: Checkout;
  /** The native sheet's line, "Tip for maria.server". */
  label: string;
  bodyFor: (token: string, type: WalletType) => CreateTipBody | null;
  payer: ReturnType<typeof useGuestPay>;
}

/** The app's wallet rules without the query cache: the guest's payer tells the sheet its outcome. */
export function useGuestWallets({ config, checkout, label, bodyFor, payer }: Options) {
  return useWalletSheet({
    checkout,
    config,
    label,
    bodyFor,
    payFor: (body, finish) => payer.pay(body, finish),
  });
}
