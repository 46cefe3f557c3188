import { useEffect, useRef, useState } from 'react';
import type { CreateTipBody, PaymentsConfigData } from '@opentip/shared/schemas/tips.schema';
import type { Checkout } from '@/features/tipping/checkout';
import type { WalletProbe } from '@/features/tipping/stripe/stripe-wallet';
import { isWalletType, WALLET_TYPES, type WalletType } from '@/features/tipping/stripe/wallet-types';
import type { useGuestPay } from './guest-pay';

interface Options {
  config: PaymentsConfigData;
  checkout: Checkout;
  /** The native sheet's line, "Tip for maria.server". */
  label: string;
  bodyFor: (token: string, type: WalletType) => CreateTipBody | null;
  payer: ReturnType<typeof useGuestPay>;
}

type Probe = { id: string; result: WalletProbe | null };

/**
 * use-wallets' rules for the guest page, without the query cache. Sandbox mode: both wallets, as
 * test tokens. Stripe mode: what the browser says it can pay with, asked once the guest has a tip to
 * pay (never during the first render, so the server's markup hydrates as it is), with stripe.js in a
 * chunk of its own.
 */
export function useGuestWallets({ config, checkout, label, bodyFor, payer }: Options) {
  const stripeKey = config.provider === 'stripe' ? config.publishableKey : null;
  const total = checkout.breakdown?.total ?? null;
  const probeId = stripeKey ? `${stripeKey}|${config.accountCountry}|${checkout.currency}` : null;
  const [probe, setProbe] = useState<Probe | null>(null);
  const started = useRef<string | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);

  useEffect(() => {
    if (!probeId || !stripeKey || total === null || started.current === probeId) return;
    started.current = probeId;
    const sheet = { currency: checkout.currency, total, label };
    import('@/features/tipping/stripe/stripe-wallet')
      .then(({ probeWallets }) => probeWallets(stripeKey, config.accountCountry, sheet))
      .then(
        (result) => setProbe({ id: probeId, result }),
        () => setProbe({ id: probeId, result: null }),
      );
  }, [probeId, stripeKey, total, checkout.currency, label, config.accountCountry]);

  const result = probe?.id === probeId ? (probe?.result ?? null) : null;

  /** Stripe mode: the device's own sheet, opened within the guest's click; false when it cannot. */
  function showSheet(type: WalletType): boolean {
    if (!result || total === null || !result.wallets.includes(type)) return false;
    result.show(
      { currency: checkout.currency, total, label },
      {
        paymentMethod({ token, wallet, complete }) {
          let done = false;
          const settle = (status: 'success' | 'fail') => {
            if (done) return;
            done = true;
            complete(status);
            setSheetOpen(false);
          };
          const body = bodyFor(token, isWalletType(wallet) ? wallet : type);
          if (!body) return settle('fail');
          payer.pay(body, settle);
        },
        cancel() {
          setSheetOpen(false);
        },
      },
    );
    setSheetOpen(true);
    return true;
  }

  if (config.provider === 'sandbox') return { offered: WALLET_TYPES, sheetOpen, showSheet };
  return { offered: result?.wallets ?? [], sheetOpen, showSheet };
}
