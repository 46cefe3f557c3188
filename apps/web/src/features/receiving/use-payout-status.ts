import type { SessionUser } from '@opentip/shared/schemas/user.schema';
import { useConnectedIdQuery } from './use-connected-id.query';
import { usePayeeDetailsQuery } from './use-payee-details.query';
import { usePaymentsConfigQuery } from './use-payments-config.query';

/** none: nothing linked; pending: created, setup unfinished at Stripe; linked: tips can be paid in. */
export type PayoutState = 'loading' | 'error' | 'notReceiver' | 'none' | 'pending' | 'linked';

export interface PayoutStatus {
  state: PayoutState;
  accountId: string | null;
  provider: 'sandbox' | 'stripe' | undefined;
  error: unknown;
  refetch: () => void;
}

export function usePayoutStatus(user: SessionUser): PayoutStatus {
  const receiver = user.userType === 'payee';
  const config = usePaymentsConfigQuery();
  const connected = useConnectedIdQuery(user.id, receiver);
  // paymentsEnabled: the account can take charges now (the public answer a giver's app reads too).
  const details = usePayeeDetailsQuery(receiver ? user.id : undefined);
  const provider = config.data?.provider;
  const refetch = () => {
    void connected.refetch();
    void details.refetch();
  };
  const base = { provider, refetch, accountId: connected.data ?? null, error: null };
  if (!receiver) return { ...base, state: 'notReceiver' };
  const failed = [config, connected, details].find((q) => q.isError);
  if (failed) return { ...base, state: 'error', error: failed.error };
  if (config.isPending || connected.isPending || details.isPending) return { ...base, state: 'loading' };
  if (!connected.data) return { ...base, state: 'none' };
  return { ...base, state: details.data?.paymentsEnabled ? 'linked' : 'pending' };
}
