import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentWaysData } from '@opentip/shared/schemas/payouts.schema';
import type { Checkout } from '@/features/tipping/checkout';
import { FlutterwaveStep } from '@/features/tipping/flutterwave-step';
import type { TipDraft } from '@/features/tipping/tip-draft';
import { Button } from '@/ui/button';
import type { useGuestPay } from './guest-pay';
import { writeDraft } from './guest-storage';

interface Props {
  draft: TipDraft;
  setDraft: Dispatch<SetStateAction<TipDraft>>;
  checkout: Checkout;
  ways: PaymentWaysData | null;
  payer: ReturnType<typeof useGuestPay>;
  onBack: () => void;
}

/** /publicFlutterwave in the page: the app's Flutterwave step with the guest's own calls. */
export function GuestFlutterwaveStep({ draft, setDraft, checkout, ways, payer, onBack }: Props) {
  const { t } = useTranslation('tipping');
  return (
    <FlutterwaveStep
      variant="guest"
      draft={draft}
      onChoice={(patch) =>
        setDraft((current) => {
          const next = { ...current, ...patch };
          writeDraft(next);
          return next;
        })
      }
      checkout={checkout}
      ways={ways}
      payer={payer}
      back={
        <Button variant="ghost" className="tip-back" onClick={onBack}>
          {t('card.backToAmount')}
        </Button>
      }
    />
  );
}
