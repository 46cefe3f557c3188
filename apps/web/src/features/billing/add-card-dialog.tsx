import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { CardForm } from '@/app/payments/card-form';
import { digitsOf, expiryOf, type CardInput } from '@/app/payments/card-validation';
import { useNotify } from '@/app/use-notify';
import { Dialog } from '@/ui/dialog';
import { cardsQueryKey } from './use-business-cards.query';
import { addSandboxCard } from './use-add-card.mutation';

interface Props {
  userId: string;
  open: boolean;
  onClose: () => void;
  onAdded: (cardId: string) => void;
}

/**
 * Sandbox mode's card entry for the owner, with the app's one card form: the number goes to the
 * sandbox tokenizer only, and the card is saved for this payment and the renewals.
 */
export function AddCardDialog({ userId, open, onClose, onAdded }: Props) {
  const { t } = useTranslation('billing');
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  // The form remounts empty once the card is saved: the number and CVC leave memory.
  const [formKey, setFormKey] = useState(0);

  // Not a mutation hook: its cache would keep the card number as the call's variables.
  async function save(card: CardInput) {
    setSaving(true);
    try {
      const { expMonth, expYear } = expiryOf(card.expiry) ?? { expMonth: 0, expYear: 0 };
      const { message, data } = await addSandboxCard({
        type: 'card',
        cardNumber: digitsOf(card.number),
        expMonth,
        expYear,
        cvc: card.cvc.trim(),
        cardHolderName: card.name.trim(),
      });
      await queryClient.invalidateQueries({ queryKey: cardsQueryKey(userId) });
      notify.apiSuccess(message, 'cardSaved');
      setFormKey((key) => key + 1);
      onAdded(data.card.id);
    } catch (error) {
      notify.apiError(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open={open} onClose={() => !saving && onClose()} title={t('card.title')} size="md">
      <Fragment key={formKey}>
        <CardForm
          canSave={false}
          busy={saving}
          submitLabel={t('card.save')}
          stickySubmit={false}
          note={<p className="form-note">{t('card.sandboxNote')}</p>}
          onSubmit={(card) => void save(card)}
        />
      </Fragment>
    </Dialog>
  );
}
