import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { AddCardDialog } from './add-card-dialog';
import { cardLabel, isExpired } from './billing-format';
import { StripeCardDialog } from './stripe-card-dialog';
import { useBusinessCardsQuery } from './use-business-cards.query';
import { usePaymentsProviderQuery } from './use-payments-provider.query';

interface Props {
  userId: string;
  chosenId: string | null;
  onChoose: (cardId: string) => void;
}

/** The owner's saved cards to pay with (an expired one cannot be chosen), and a way to add one (either mode). */
export function CardChoice({ userId, chosenId, onChoose }: Props) {
  const { t } = useTranslation('billing');
  const { t: tm } = useTranslation();
  const cards = useBusinessCardsQuery(userId);
  const config = usePaymentsProviderQuery().data;
  const [adding, setAdding] = useState(false);
  const list = cards.data ?? [];

  function added(cardId: string) {
    setAdding(false);
    onChoose(cardId);
  }

  let content;
  if (cards.isPending) content = <Spinner />;
  else if (cards.isError && !cards.data)
    content = (
      <div className="notice billing-error" role="alert">
        <span>{t('subscribe.cardsFailed')}</span>
        <Button variant="secondary" onClick={() => void cards.refetch()}>
          {t('manage.retry')}
        </Button>
      </div>
    );
  else if (list.length === 0) content = <p className="billing-empty">{tm('messages.noCards')}</p>;
  else
    content = list.map((card) => {
      const expired = isExpired(card);
      return (
        <label key={card.id} className={`billing-choice${expired ? ' billing-choice--off' : ''}`}>
          <input
            type="radio"
            name="billing-card"
            value={card.id}
            checked={chosenId === card.id}
            disabled={expired}
            onChange={() => onChoose(card.id)}
          />
          <span className="billing-choice__label" dir="ltr">
            {cardLabel(card)}
          </span>
          <span className="billing-choice__meta" dir="ltr">
            {expired ? t('subscribe.expired') : `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`}
          </span>
        </label>
      );
    });

  return (
    <fieldset className="billing-choices">
      <legend className="billing-legend">{t('subscribe.cardsLegend')}</legend>
      {content}
      <Button variant="secondary" block onClick={() => setAdding(true)} data-testid="add-card">
        {t('subscribe.addCard')}
      </Button>
      {config?.provider === 'stripe' ? (
        <StripeCardDialog
          userId={userId}
          publishableKey={config.publishableKey}
          open={adding}
          onClose={() => setAdding(false)}
          onAdded={added}
        />
      ) : (
        <AddCardDialog userId={userId} open={adding} onClose={() => setAdding(false)} onAdded={added} />
      )}
    </fieldset>
  );
}
