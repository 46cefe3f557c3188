import { useSession } from '@/app/session/use-session';
import { checkoutOf, type Checkout } from './checkout';
import { useTipDraft, type TipDraft } from './tip-draft';
import { usePaymentsConfigQuery } from './use-payments-config.query';

export type CheckoutState =
  | { status: 'loading' }
  | { status: 'noTip' }
  | { status: 'incomplete' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; draft: TipDraft; checkout: Checkout };

/** The card screens pay what /CalculateTip set up; without it they send the giver back there. */
export function useCheckout(): CheckoutState {
  const draft = useTipDraft();
  const session = useSession();
  const config = usePaymentsConfigQuery();
  if (!draft) return { status: 'noTip' };
  if (config.isPending) return { status: 'loading' };
  if (!config.data) return { status: 'failed', retry: () => void config.refetch() };
  const checkout = checkoutOf(draft, config.data, session?.user.currency);
  if (!checkout.amount.ok) return { status: 'incomplete' };
  return { status: 'ready', draft, checkout };
}
