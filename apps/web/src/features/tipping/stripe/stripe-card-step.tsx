import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/ui/spinner';
import type { StripeFormProps } from '../card-step';

// Its own chunk: a sandbox giver never downloads Stripe's code, a Stripe giver only at the card step.
const StripeCardForm = lazy(() => import('@/app/payments/stripe-card-form'));

/** The card step in Stripe mode (app and guest page): Stripe Elements for the card, or why there is none. */
export function StripeCardStep({
  publishableKey,
  ...props
}: StripeFormProps & { publishableKey: string | null | undefined }) {
  const { t } = useTranslation('tipping');
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
