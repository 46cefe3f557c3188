import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/ui/spinner';
import type { PaymentMethod } from '../tokenize';
import { usePaymentsConfigQuery } from '../use-payments-config.query';

// Its own chunk: a sandbox giver never downloads Stripe's code, a Stripe giver only on /add-card.
const StripeCardForm = lazy(() => import('./stripe-card-form'));

interface Props {
  canSave: boolean;
  submitLabel: string;
  onCreated: (method: PaymentMethod, save: boolean) => Promise<void> | void;
}

/** /add-card in Stripe mode: Stripe Elements for the card, or why there is none. */
export function StripeCardStep(props: Props) {
  const { t } = useTranslation('tipping');
  const publishableKey = usePaymentsConfigQuery().data?.publishableKey;
  if (!publishableKey)
    return (
      <p className="notice" role="status">
        {t('card.providerFormMissing')}
      </p>
    );
  return (
    <Suspense fallback={<Spinner />}>
      <StripeCardForm publishableKey={publishableKey} {...props} />
    </Suspense>
  );
}
