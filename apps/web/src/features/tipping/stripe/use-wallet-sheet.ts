import { useCallback, useEffect, useRef, useState } from 'react';
import type { CreateTipBody } from '@opentip/shared/schemas/tips.schema';
import type { Checkout } from '../checkout';
import type { WalletProbe } from './stripe-wallet';
import { isWalletType, WALLET_TYPES, type WalletType } from './wallet-types';

export type SheetStatus = 'success' | 'fail';

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

interface Options {
  checkout: Checkout;
  /** The server's payment settings (Stripe mode needs its key and account country). */
  config: { publishableKey: string | null; accountCountry: string } | undefined;
  /** The native sheet's line, "Tip for maria.server". */
  label: string;
  /** The createtransactions body for a wallet's pm_..., or null when the tip is not complete. */
  bodyFor: (token: string, type: WalletType) => CreateTipBody | null;
  /** Pays the body; `finish` closes the sheet with the outcome. What it returns runs once it is closed. */
  payFor: (body: CreateTipBody, finish: (status: SheetStatus) => void) => (() => void) | void;
}

type Probe = { id: string; result: WalletProbe | null };

/**
 * Which wallets a tip screen offers, for the app and the guest page alike (no query cache here).
 * Sandbox mode: both, as test tokens. Stripe mode: only what the browser says it can pay with, asked
 * once the giver has a tip to pay (never during the first render, so the guest page's server markup
 * hydrates as it is), with stripe.js in a chunk of its own so sandbox givers never download it.
 */
export function useWalletSheet({ checkout, config, label, bodyFor, payFor }: Options) {
  const stripeKey = checkout.provider === 'stripe' ? (config?.publishableKey ?? null) : null;
  const accountCountry = config?.accountCountry ?? '';
  const probeId = stripeKey ? `${stripeKey}|${accountCountry}|${checkout.currency}` : null;
  const total = checkout.breakdown?.total ?? null;
  const [probe, setProbe] = useState<Probe | null>(null);
  const started = useRef<string | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const finishSheet = useRef<((status: SheetStatus) => void) | null>(null);

  useEffect(() => {
    if (!probeId || !stripeKey || total === null || started.current === probeId) return;
    started.current = probeId;
    const sheet = { currency: checkout.currency, total, label };
    import('./stripe-wallet')
      .then(({ probeWallets }) => probeWallets(stripeKey, accountCountry, sheet))
      .then(
        (result) => setProbe({ id: probeId, result }),
        // No stripe.js (blocked, offline): no wallets, the card form says why when it is opened.
        () => setProbe({ id: probeId, result: null }),
      );
  }, [probeId, stripeKey, accountCountry, total, checkout.currency, label]);

  const current = probe && probe.id === probeId ? probe : null;
  const result = current?.result ?? null;

  /** Closes a waiting sheet with this outcome (nothing when none waits). */
  const closeSheet = useCallback((status: SheetStatus) => finishSheet.current?.(status), []);

  function showSheet(type: WalletType): boolean {
    if (!result || total === null || !result.wallets.includes(type)) return false;
    result.show(
      { currency: checkout.currency, total, label },
      {
        paymentMethod({ token, wallet, complete }) {
          let cleanup: (() => void) | void = undefined;
          let done = false;
          const finish = (status: SheetStatus) => {
            if (done) return;
            done = true;
            cleanup?.();
            finishSheet.current = null;
            complete(status);
            setSheetOpen(false);
          };
          finishSheet.current = finish;
          const body = bodyFor(token, isWalletType(wallet) ? wallet : type);
          if (!body) return finish('fail');
          cleanup = payFor(body, finish);
          if (done) cleanup?.();
        },
        cancel() {
          setSheetOpen(false);
        },
      },
    );
    setSheetOpen(true);
    return true;
  }

  const wallets: Wallets =
    checkout.provider === 'sandbox'
      ? { offered: WALLET_TYPES, known: true, sheetOpen, showSheet }
      : { offered: result?.wallets ?? [], known: !stripeKey || current !== null, sheetOpen, showSheet };
  return { ...wallets, closeSheet };
}
