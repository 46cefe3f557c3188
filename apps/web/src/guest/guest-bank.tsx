import { useCallback, type ReactNode } from 'react';
import type { PaymentsConfigData } from '@opentip/shared/schemas/tips.schema';
import { BankStepProvider } from '@/app/payments/bank-step-provider';
import { authenticateSandbox } from './guest-api';

/** The app's bank step (3-D Secure) on the guest page: the settings are the page's, the call its own. */
export function GuestBankProvider({
  payments,
  children,
}: {
  payments: PaymentsConfigData;
  children: ReactNode;
}) {
  const loadConfig = useCallback(() => Promise.resolve(payments), [payments]);
  return (
    <BankStepProvider loadConfig={loadConfig} authenticateSandbox={authenticateSandbox}>
      {children}
    </BankStepProvider>
  );
}
