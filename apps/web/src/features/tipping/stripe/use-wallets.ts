import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CreateTipBody } from '@opentip/shared/schemas/tips.schema';
import { useBankAuthentication } from '../bank-authentication';
import type { Checkout } from '../checkout';
import { usePaymentsConfigQuery } from '../use-payments-config.query';
import type { WalletProbe } from './stripe-wallet';
import { isWalletType, WALLET_TYPES, type WalletType } from './wallet-types';

interface Options {
  checkout: Checkout;
  /** The native sheet's line, "Tip for maria.server". */
  label: string;
  /** The createtransactions body for a wallet's pm_..., or null when the tip is not complete. */
  bodyFor: (token: string, type: WalletType) => CreateTipBody | null;
  /** usePayTip's pay: the sheet waits for this body's answer. */
  pay: (body: CreateTipBody) => void;
}

export interface Wallets {
  offered: readonly WalletType[];
  /** The device was asked (or needs not be), so a wallet not offered can be dropped from the choice. */
  known: boolean;
  /** Stripe mode: the native sheet is open or our answer to it is awaited. */
  sheetOpen: boolean;
  /**
   * Stripe mode: opens Apple Pay / Google Pay's own sheet; false when it cannot (sandbox mode, or the
   * device has no such wallet). Must be called inside the giver's click.
   */
  showSheet: (type: WalletType) => boolean;
}

type Probe = { id: string; result: WalletProbe | null };

/**
 * Which wallets /CalculateTip offers. Sandbox mode: both, as test tokens. Stripe mode: only what the
 * browser says it can pay with, asked once the giver has a tip to pay (stripe.js is not fetched
 * before), in a chunk of its own so sandbox givers never download Stripe's code.
 */
export function useWallets({ checkout, label, bodyFor, pay }: Options): Wallets {
  const config = usePaymentsConfigQuery().data;
  const queryClient = useQueryClient();
  const stripeKey = checkout.provider === 'stripe' ? (config?.publishableKey ?? null) : null;
  const probeId = stripeKey && config ? `${stripeKey}|${config.accountCountry}|${checkout.currency}` : null;
  const total = checkout.breakdown?.total ?? null;
  const [probe, setProbe] = useState<Probe | null>(null);
  const started = useRef<string | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const finishSheet = useRef<((status: 'success' | 'fail') => void) | null>(null);

  useEffect(() => {
    if (!probeId || !stripeKey || !config || total === null || started.current === probeId) return;
    started.current = probeId;
    const sheet = { currency: checkout.currency, total, label };
    import('./stripe-wallet')
      .then(({ probeWallets }) => probeWallets(stripeKey, config.accountCountry, sheet))
      .then(
        (result) => setProbe({ id: probeId, result }),
        // No stripe.js (blocked, offline): no wallets, the card form says why when it is opened.
        () => setProbe({ id: probeId, result: null }),
      );
  }, [probeId, stripeKey, config, total, checkout.currency, label]);

  // Leaving the page while the sheet waits means the tip was paid (only a success navigates away).
  useEffect(() => () => finishSheet.current?.('success'), []);
  // The bank wants its own check (3-D Secure): the wallet did its part, its sheet closes first.
  const bankActive = useBankAuthentication().active;
  useEffect(() => {
    if (bankActive) finishSheet.current?.('success');
  }, [bankActive]);

  const current = probe && probe.id === probeId ? probe : null;
  const result = current?.result ?? null;

  function showSheet(type: WalletType): boolean {
    if (!result || total === null || !result.wallets.includes(type)) return false;
    result.show(
      { currency: checkout.currency, total, label },
      {
        paymentMethod({ token, wallet, complete }) {
          let unsubscribe = () => {};
          let done = false;
          const finish = (status: 'success' | 'fail') => {
            if (done) return;
            done = true;
            unsubscribe();
            finishSheet.current = null;
            complete(status);
            setSheetOpen(false);
          };
          finishSheet.current = finish;
          const body = bodyFor(token, isWalletType(wallet) ? wallet : type);
          if (!body) return finish('fail');
          // usePayTip's mutation runs with this very body: its outcome is the sheet's.
          unsubscribe = queryClient.getMutationCache().subscribe((event) => {
            if (event.mutation?.state.variables !== body) return;
            if (event.mutation.state.status === 'success') finish('success');
            else if (event.mutation.state.status === 'error') finish('fail');
          });
          pay(body);
        },
        cancel() {
          setSheetOpen(false);
        },
      },
    );
    setSheetOpen(true);
    return true;
  }

  if (checkout.provider === 'sandbox') return { offered: WALLET_TYPES, known: true, sheetOpen, showSheet };
  return {
    offered: result?.wallets ?? [],
    known: !stripeKey || current !== null,
    sheetOpen,
    showSheet,
  };
}
