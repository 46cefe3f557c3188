import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/app/session/use-session';
import { Button, ButtonLink } from '@/ui/button';
import { formatMoney } from '@/ui/money';
import { tipBody, type Checkout } from './checkout';
import { CheckoutGate } from './checkout-gate';
import { PayConfirmDialog } from './pay-confirm-dialog';
import { PaymentFailure } from './payment-failure';
import { cardLabel, useSavedCards } from './saved-cards';
import { TipHeader } from './tip-header';
import type { TipDraft } from './tip-draft';
import { withTipping } from './tipping-namespace';
import { usePayTip } from './use-pay-tip';

/** /choose-card: a signed-in giver's saved cards; a guest has none and goes on to /add-card. */
function ChooseCardPage() {
  const session = useSession();
  if (!session) return <Navigate to="/add-card" replace />;
  return <CheckoutGate>{(draft, checkout) => <ChooseCard draft={draft} checkout={checkout} />}</CheckoutGate>;
}

function ChooseCard({ draft, checkout }: { draft: TipDraft; checkout: Checkout }) {
  const { t, i18n } = useTranslation('tipping');
  const { t: tMain } = useTranslation();
  const navigate = useNavigate();
  const cards = useSavedCards();
  const payer = usePayTip();
  const [chosen, setChosen] = useState(() => cards[0]?.token ?? '');
  const [confirmOpen, setConfirmOpen] = useState(false);
  const card = cards.find((c) => c.token === chosen);
  const total = checkout.breakdown
    ? formatMoney(checkout.breakdown.total, checkout.currency, i18n.language)
    : '';
  const failed = payer.error != null && !payer.isPending;

  function pay() {
    if (!card) return;
    const body = tipBody(draft, checkout, { type: 'card', token: card.token });
    if (body) payer.pay(body);
  }

  return (
    <div className="page page--narrow tip-page">
      <TipHeader payee={draft.payee} checkout={checkout} />
      <h1 className="page__title">{t('chooseCard.title')}</h1>
      {cards.length === 0 ? (
        <div className="card cards-empty">
          <p className="cards-empty__text">{tMain('messages.noCards')}</p>
          <ButtonLink to="/add-card">{t('chooseCard.addCard')}</ButtonLink>
        </div>
      ) : (
        <div className="card stack">
          <fieldset className="choice-cards">
            <legend className="visually-hidden">{t('chooseCard.title')}</legend>
            {cards.map((saved) => (
              <label key={saved.token} className="choice-card">
                <input
                  type="radio"
                  name="saved-card"
                  value={saved.token}
                  checked={chosen === saved.token}
                  onChange={() => {
                    setChosen(saved.token);
                    payer.reset();
                  }}
                />
                <span className="choice-card__label" dir="ltr">
                  {cardLabel(saved)}
                </span>
                <span className="choice-card__meta">
                  {t('card.expires', { month: String(saved.expMonth).padStart(2, '0'), year: saved.expYear })}
                </span>
              </label>
            ))}
          </fieldset>
          {failed ? (
            <PaymentFailure
              error={payer.error}
              onRetry={payer.retry}
              onOtherMethod={() => void navigate('/add-card')}
            />
          ) : (
            <Button
              block
              size="lg"
              disabled={!card}
              loading={payer.isPending}
              onClick={() => setConfirmOpen(true)}
            >
              {t('card.payTotal', { total })}
            </Button>
          )}
          <ButtonLink to="/add-card" variant="secondary" block>
            {t('chooseCard.addCard')}
          </ButtonLink>
        </div>
      )}
      <ButtonLink to="/CalculateTip" variant="ghost" className="tip-back">
        {t('card.backToAmount')}
      </ButtonLink>
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

export default withTipping(ChooseCardPage);
