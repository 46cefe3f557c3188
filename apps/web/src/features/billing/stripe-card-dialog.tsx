import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '@/app/payments/payment-method';
import { useNotify } from '@/app/use-notify';
import { Dialog } from '@/ui/dialog';
import { Spinner } from '@/ui/spinner';
import { useSaveStripeCardMutation } from './use-add-card.mutation';

// Its own chunk: stripe.js and Elements load only when the owner adds a card in Stripe mode.
const StripeCardForm = lazy(() => import('@/app/payments/stripe-card-form'));

interface Props {
  userId: string;
  publishableKey: string | null | undefined;
  open: boolean;
  onClose: () => void;
  onAdded: (cardId: string) => void;
}

/**
 * Stripe mode's card entry for the owner: Stripe's own fields make a pm_ PaymentMethod, which
 * POST /cards keeps for this payment and the renewals (so it is chosen like any saved card).
 */
export function StripeCardDialog({ userId, publishableKey, open, onClose, onAdded }: Props) {
  const { t } = useTranslation('billing');
  const notify = useNotify();
  const saver = useSaveStripeCardMutation(userId);

  async function save(method: PaymentMethod) {
    try {
      const { message, data } = await saver.mutateAsync(method.token);
      notify.apiSuccess(message, 'cardSaved');
      onAdded(data.card.id);
    } catch (error) {
      notify.apiError(error);
    }
  }

  return (
    <Dialog open={open} onClose={() => !saver.isPending && onClose()} title={t('card.title')} size="md">
      {publishableKey ? (
        <Suspense fallback={<Spinner />}>
          <StripeCardForm
            publishableKey={publishableKey}
            canSave={false}
            placement="dialog"
            submitLabel={t('card.save')}
            onCreated={save}
          />
        </Suspense>
      ) : (
        <p className="notice" role="status">
          {t('card.stripeMissing')}
        </p>
      )}
    </Dialog>
  );
}
