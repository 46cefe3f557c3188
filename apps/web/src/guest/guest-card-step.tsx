import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { CardStep } from '@/features/tipping/card-step';
import type { Checkout } from '@/features/tipping/checkout';
import { StripeCardStep } from '@/features/tipping/stripe/stripe-card-step';
import type { TipDraft } from '@/features/tipping/tip-draft';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { tokenizeSandbox } from './guest-api';
import type { useGuestPay } from './guest-pay';

// Each payment mode's card form in a chunk of its own, so a guest downloads only their mode's one:
// ours for the sandbox here, Stripe Elements (and stripe.js) in StripeCardStep's, at the card step.
const CardForm = lazy(() =>
  import('@/app/payments/card-form').then(({ CardForm }) => ({ default: CardForm })),
);

interface Props {
  draft: TipDraft;
  checkout: Checkout;
  /** Stripe mode: the key for Elements (none: the server cannot take cards yet). */
  publishableKey: string | null;
  payer: ReturnType<typeof useGuestPay>;
  onBack: () => void;
}

/** /add-card in the page: the app's card step, with the guest's own calls, no saved cards. */
export function GuestCardStep({ draft, checkout, publishableKey, payer, onBack }: Props) {
  const { t } = useTranslation('tipping');
  return (
    <CardStep
      variant="guest"
      draft={draft}
      checkout={checkout}
      payer={payer}
      tokenize={tokenizeSandbox}
      canSave={false}
      cardForm={(props) => (
        <Suspense fallback={<Spinner />}>
          <CardForm {...props} />
        </Suspense>
      )}
      stripeForm={(props) => <StripeCardStep publishableKey={publishableKey} {...props} />}
      back={
        <Button variant="ghost" className="tip-back" onClick={onBack}>
          {t('card.backToAmount')}
        </Button>
      }
    />
  );
}
