import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SavedCard } from '@opentip/shared/schemas/cards.schema';
import { useSession } from '@/app/session/use-session';
import { useNotify } from '@/app/use-notify';
import { Button, ButtonLink } from '@/ui/button';
import { ConfirmDialog } from '@/ui/dialog';
import { TrashIcon } from '@/ui/icons';
import { formatMoney } from '@/ui/money';
import { Spinner } from '@/ui/spinner';
import { tipBody, type Checkout } from './checkout';
import { CheckoutGate } from './checkout-gate';
import { PayConfirmDialog } from './pay-confirm-dialog';
import { PaymentFailure } from './payment-failure';
import { cardLabel, isExpired } from './saved-cards';
import { TipHeader } from './tip-header';
import type { TipDraft } from './tip-draft';
import { withTipping } from './tipping-namespace';
import { usePayTip } from './use-pay-tip';
import { useRemoveCardMutation } from './use-remove-card.mutation';
import { useSavedCardsQuery } from './use-saved-cards.query';

/** /choose-card: a signed-in giver's saved cards; a guest has none and goes on to /add-card. */
function ChooseCardPage() {
  const session = useSession();
  if (!session) return <Navigate to="/add-card" replace />;
  return <CheckoutGate>{(draft, checkout) => <ChooseCard draft={draft} checkout={checkout} />}</CheckoutGate>;
}

function ChooseCard({ draft, checkout }: { draft: TipDraft; checkout: Checkout }) {
  const { t, i18n } = useTranslation('tipping');
  const navigate = useNavigate();
  const cardsQuery = useSavedCardsQuery();
  const payer = usePayTip();
  const notify = useNotify();
  const remover = useRemoveCardMutation();
  const [removing, setRemoving] = useState<SavedCard | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const cards = cardsQuery.data ?? [];
  // The one picked while it is still there, else the newest card that can still pay.
  const card =
    cards.find((c) => c.id === chosen && !isExpired(c)) ?? cards.find((c) => !isExpired(c)) ?? null;
  const total = checkout.breakdown
    ? formatMoney(checkout.breakdown.total, checkout.currency, i18n.language)
    : '';
  const failed = payer.error != null && !payer.isPending;

  function remove(target: SavedCard) {
    remover.mutate(target.id, {
      onSuccess: ({ message }) => notify.apiSuccess(message, 'cardRemoved'),
      onError: (error) => notify.apiError(error),
      onSettled: () => setRemoving(null),
    });
  }

  function pay() {
    if (!card) return;
    const body = tipBody(draft, checkout, { type: 'card', savedCardId: card.id });
    if (body) payer.pay(body);
  }

  return (
    <div className="page page--narrow tip-page">
      <TipHeader payee={draft.payee} checkout={checkout} />
      <h1 className="page__title">{t('chooseCard.title')}</h1>
      {cardsQuery.isPending ? (
        <div className="card cards-empty">
          <Spinner />
        </div>
      ) : cardsQuery.isError && !cardsQuery.data ? (
        <div className="card stack">
          <p className="notice" role="alert">
            {t('chooseCard.loadFailed')}
          </p>
          <Button onClick={() => void cardsQuery.refetch()} loading={cardsQuery.isFetching}>
            {t('pay.retry')}
          </Button>
          <ButtonLink to="/add-card" variant="secondary" block>
            {t('chooseCard.addCard')}
          </ButtonLink>
        </div>
      ) : cards.length === 0 ? (
        <div className="card cards-empty">
          <p className="cards-empty__text">{t('messages.noCards', { ns: 'translation' })}</p>
          <ButtonLink to="/add-card">{t('chooseCard.addCard')}</ButtonLink>
        </div>
      ) : (
        <div className="card stack">
          <fieldset className="choice-cards">
            <legend className="visually-hidden">{t('chooseCard.title')}</legend>
            {cards.map((saved) => (
              <SavedCardChoice
                key={saved.id}
                card={saved}
                checked={card?.id === saved.id}
                onChoose={() => {
                  setChosen(saved.id);
                  payer.reset();
                }}
                onRemove={() => setRemoving(saved)}
              />
            ))}
          </fieldset>
          {failed ? (
            <PaymentFailure
              error={payer.error}
              onRetry={payer.retry}
              onOtherMethod={() => void navigate('/add-card')}
            />
          ) : (
            <div className="pay-bar">
              <Button
                block
                size="lg"
                disabled={!card}
                loading={payer.isPending}
                onClick={() => setConfirmOpen(true)}
              >
                {t('card.payTotal', { total })}
              </Button>
            </div>
          )}
          <ButtonLink to="/add-card" variant="secondary" block>
            {t('chooseCard.addCard')}
          </ButtonLink>
        </div>
      )}
      <ButtonLink to="/CalculateTip" variant="ghost" className="tip-back">
        {t('card.backToAmount')}
      </ButtonLink>
      <ConfirmDialog
        open={removing !== null}
        danger
        loading={remover.isPending}
        title={t('chooseCard.removeTitle')}
        body={
          removing ? t('chooseCard.removeBody', { card: cardLabel(removing), ...expiryOf(removing) }) : ''
        }
        confirmLabel={t('chooseCard.removeConfirm')}
        onConfirm={() => removing && remove(removing)}
        onClose={() => !remover.isPending && setRemoving(null)}
      />
      {card && (
        <PayConfirmDialog
          open={confirmOpen && !failed}
          checkout={checkout}
          receiverName={draft.payee.username}
          methodLabel={cardLabel(card)}
          paying={payer.isPending}
          onConfirm={pay}
          onClose={() => setConfirmOpen(false)}
        />
      )}
    </div>
  );
}

/** One saved card: chosen by a tap on it, or removed with its bin button. */
function SavedCardChoice({
  card,
  checked,
  onChoose,
  onRemove,
}: {
  card: SavedCard;
  checked: boolean;
  onChoose: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('tipping');
  const label = cardLabel(card);
  const expired = isExpired(card);
  return (
    <div className="saved-card">
      <label className={`choice-card saved-card__choice${expired ? ' saved-card__choice--expired' : ''}`}>
        <input
          type="radio"
          name="saved-card"
          value={card.id}
          checked={checked}
          disabled={expired}
          onChange={onChoose}
        />
        <span className="saved-card__text">
          <span className="choice-card__label">
            <bdi>{label}</bdi>
          </span>
          <span className="choice-card__meta">
            {t(expired ? 'chooseCard.expired' : 'card.expires', expiryOf(card))}
          </span>
        </span>
      </label>
      <button
        type="button"
        className="icon-button saved-card__remove"
        aria-label={t('chooseCard.remove', { card: label })}
        onClick={onRemove}
      >
        <TrashIcon />
      </button>
    </div>
  );
}

const expiryOf = (card: SavedCard) => ({ month: String(card.expMonth).padStart(2, '0'), year: card.expYear });

export default withTipping(ChooseCardPage);
