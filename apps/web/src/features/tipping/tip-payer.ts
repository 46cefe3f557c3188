import type { CreateTipBody } from '@opentip/shared/schemas/tips.schema';

/** What pays a tip: the app's usePayTip (a query mutation) or the guest page's useGuestPay. */
export interface TipPayer {
  pay: (body: CreateTipBody) => void;
  /** The last body again, as the same attempt. */
  retry: () => void;
  reset: () => void;
  isPending: boolean;
  error: unknown;
}
