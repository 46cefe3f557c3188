import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { AddCardDialog } from './add-card-dialog';
import { cardLabel, isExpired } from './billing-format';
import { useBusinessCardsQuery } from './use-business-cards.query';
import { usePaymentsProviderQuery } from './use-payments-provider.query';

interface Props {
  userId: string;
  chosenId: string | null;
  onChoose: (cardId: string) => void;
}

/** The owner's saved cards to pay with (an expired one cannot be chosen), and a way to add one. */
export function CardChoice({ userId, chosenId, onChoose }: Props) {
  const { t } = useTranslation('billing');
  const { t: tm } = useTranslation();
  const cards = useBusinessCardsQuery(userId);
  const provider = usePaymentsProviderQuery().data?.provider;
  const [adding, setAdding] = useState(false);
  const list = cards.data ?? [];

  const addButton =
    provider === 'stripe' ? (
      <p className="form-note">{t('card.stripeNote')}</p>
    ) : (
      <Button variant="secondary" block onClick={() => setAdding(true)} data-testid="add-card">
        {t('subscribe.addCard')}
      </Button>
    );

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
      {addButton}
      <AddCardDialog
        userId={userId}
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={(cardId) => {
          setAdding(false);
          onChoose(cardId);
        }}
      />
    </fieldset>
  );
}
