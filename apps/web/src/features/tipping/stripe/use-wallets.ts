import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CreateTipBody } from '@opentip/shared/schemas/tips.schema';
import { useBankAuthentication } from '../bank-authentication';
import type { Checkout } from '../checkout';
import { usePaymentsConfigQuery } from '../use-payments-config.query';
import { useWalletSheet, type Wallets } from './use-wallet-sheet';
import type { WalletType } from './wallet-types';

export type { Wallets } from './use-wallet-sheet';

interface Options {
  checkout: Checkout;
  /** The native sheet's line, "Tip for maria.server". */
  label: string;
  /** The createtransactions body for a wallet's pm_..., or null when the tip is not complete. */
  bodyFor: (token: string, type: WalletType) => CreateTipBody | null;
  /** usePayTip's pay: the sheet waits for this body's answer. */
  pay: (body: CreateTipBody) => void;
}

/** Which wallets /CalculateTip offers (see useWalletSheet), the sheet following usePayTip's mutation. */
export function useWallets({ checkout, label, bodyFor, pay }: Options): Wallets {
  const config = usePaymentsConfigQuery().data;
  const queryClient = useQueryClient();
  const { closeSheet, ...wallets } = useWalletSheet({
    checkout,
    config,
    label,
    bodyFor,
    payFor(body, finish) {
      // usePayTip's mutation runs with this very body: its outcome is the sheet's.
      const unsubscribe = queryClient.getMutationCache().subscribe((event) => {
        if (event.mutation?.state.variables !== body) return;
        if (event.mutation.state.status === 'success') finish('success');
        else if (event.mutation.state.status === 'error') finish('fail');
      });
      pay(body);
      return unsubscribe;
    },
  });

  // Leaving the page while the sheet waits means the tip was paid (only a success navigates away).
  useEffect(() => () => closeSheet('success'), [closeSheet]);
  // The bank wants its own check (3-D Secure): the wallet did its part, its sheet closes first.
  const bankActive = useBankAuthentication().active;
  useEffect(() => {
    if (bankActive) closeSheet('success');
  }, [bankActive, closeSheet]);

  return wallets;
}
