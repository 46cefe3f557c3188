import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentWaysData } from '@opentip/shared/schemas/payouts.schema';
import type { PaymentsConfigData } from '@opentip/shared/schemas/tips.schema';
import { AmountStep } from '@/features/tipping/amount-step';
import { tipBody, type Checkout } from '@/features/tipping/checkout';
import type { TipDraft } from '@/features/tipping/tip-draft';
import { tokenizeSandbox } from './guest-api';
import { isValidEmail } from './guest-checkout';
import type { useGuestPay } from './guest-pay';
import { useGuestWallets } from './guest-wallets';

interface Props {
  config: PaymentsConfigData;
  draft: TipDraft;
  setDraft: Dispatch<SetStateAction<TipDraft>>;
  checkout: Checkout;
  /** The receiver has a linked payment account. */
  canReceive: boolean;
  payer: ReturnType<typeof useGuestPay>;
  onCard: () => void;
  ways: PaymentWaysData | null;
  onFlutterwave: () => void;
}

/** The link's own screen: /CalculateTip's amount step, with the guest's own calls and no app state. */
export function GuestAmountStep({
  config,
  draft,
  setDraft,
  checkout,
  canReceive,
  payer,
  onCard,
  ways,
  onFlutterwave,
}: Props) {
  const { t } = useTranslation('tipping');
  const wallets = useGuestWallets({
    config,
    checkout,
    label: t('header.tipFor', { name: draft.payee.username }),
    bodyFor: (token, type) => tipBody(draft, checkout, { type, token }),
    payer,
  });
  return (
    <AmountStep
      variant="guest"
      draft={draft}
      setDraft={setDraft}
      checkout={checkout}
      payer={payer}
      wallets={wallets}
      tokenize={tokenizeSandbox}
      isValidEmail={isValidEmail}
      onCard={onCard}
      ways={ways}
      onFlutterwave={onFlutterwave}
      // A wallet token that could not be made shows as the payment's failure (there are no toasts here).
      onWalletError={payer.fail}
      canReceive={canReceive}
    />
  );
}
