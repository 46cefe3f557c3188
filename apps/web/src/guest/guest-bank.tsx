import { useCallback, type ReactNode } from 'react';
import type { PaymentsConfigData } from '@opentip/shared/schemas/tips.schema';
import { BankStepProvider, type WalletStepCalls } from '@/app/payments/bank-step-provider';
import { answerPaypalSandbox, answerPhoneSandbox, authenticateSandbox } from './guest-api';
import { guestPublicKeyFor } from './guest-ways';

const WALLET_CALLS: WalletStepCalls = {
  publicKeyFor: guestPublicKeyFor,
  answerPaypalSandbox,
  answerPhoneSandbox,
};

/** The app's payer step (bank, PayPal, phone) on the guest page: the settings are the page's, the calls its own. */
export function GuestBankProvider({
  payments,
  children,
}: {
  payments: PaymentsConfigData;
  children: ReactNode;
}) {
  const loadConfig = useCallback(() => Promise.resolve(payments), [payments]);
  return (
    <BankStepProvider
      loadConfig={loadConfig}
      authenticateSandbox={authenticateSandbox}
      walletCalls={WALLET_CALLS}
    >
      {children}
    </BankStepProvider>
  );
}
