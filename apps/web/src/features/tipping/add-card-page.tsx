import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink, Button } from '@/ui/button';
import { useSession } from '@/app/session/use-session';
import { useNotify } from '@/app/use-notify';
import { formatMoney } from '@/ui/money';
import { CardForm } from './card-form';
import { digitsOf, expiryOf, type CardInput } from './card-validation';
import { tipBody, type Checkout } from './checkout';
import { CheckoutGate } from './checkout-gate';
import { PayConfirmDialog } from './pay-confirm-dialog';
import { PaymentFailure } from './payment-failure';
import { cardLabel } from './saved-cards';
import { StripeCardStep } from './stripe/stripe-card-step';
import { TipHeader } from './tip-header';
import type { TipDraft } from './tip-draft';
import { withTipping } from './tipping-namespace';
import { tokenize, type PaymentMethod } from './tokenize';
import { usePayTip } from './use-pay-tip';
import { useSaveCardMutation } from './use-save-card.mutation';

/** /add-card: card details go to the provider's tokenizer only; the tip is paid with the token. */
function AddCardPage() {
  return <CheckoutGate>{(draft, checkout) => <AddCard draft={draft} checkout={checkout} />}</CheckoutGate>;
}

function AddCard({ draft, checkout }: { draft: TipDraft; checkout: Checkout }) {
  const { t, i18n } = useTranslation('tipping');
  const session = useSession();
  const notify = useNotify();
  const payer = usePayTip();
  const [formKey, setFormKey] = useState(0);
  const [tokenizing, setTokenizing] = useState(false);
  const saver = useSaveCardMutation();
  // savedCardId: the giver kept the card, and the tip is paid with it as their saved card.
  const [method, setMethod] = useState<(PaymentMethod & { savedCardId?: string }) | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const total = checkout.breakdown
    ? formatMoney(checkout.breakdown.total, checkout.currency, i18n.language)
    : '';

  // Not a mutation hook: its cache would keep the card number as the call's variables.
  async function tokenizeCard(card: CardInput, save: boolean) {
    setTokenizing(true);
    try {
      const { expMonth, expYear } = expiryOf(card.expiry) ?? { expMonth: 0, expYear: 0 };
      const created = await tokenize({
        type: 'card',
        cardNumber: digitsOf(card.number),
        expMonth,
        expYear,
        cvc: card.cvc.trim(),
        cardHolderName: card.name.trim(),
      });
      setFormKey((key) => key + 1);
      await cardReady(created, save);
    } catch (error) {
      notify.apiError(error);
    } finally {
      setTokenizing(false);
    }
  }

  /** A card turned into a provider token (by any form): kept if the giver asked, then confirmed. */
  async function cardReady(created: PaymentMethod, save: boolean) {
    let savedCardId: string | undefined;
    if (save && session) {
      try {
        const { message, data } = await saver.mutateAsync({ paymentMethod: created.token });
        notify.apiSuccess(message, 'cardSaved');
        savedCardId = data.card.id;
      } catch (error) {
        // Not kept, but the tip can still be paid with the card just entered.
        notify.apiError(error);
      }
    }
    setMethod({ ...created, savedCardId });
    payer.reset();
    setConfirmOpen(true);
  }

  function pay() {
    if (!method) return;
    const body = tipBody(
      draft,
      checkout,
      method.savedCardId
        ? { type: 'card', savedCardId: method.savedCardId }
        : { type: 'card', token: method.token },
    );
    if (body) payer.pay(body);
  }

  function otherCard() {
    payer.reset();
    setMethod(null);
    setConfirmOpen(false);
    setTimeout(() => document.querySelector<HTMLInputElement>('[name="card-number"]')?.focus());
  }

  const failed = payer.error != null && !payer.isPending;
  return (
    <div className="page page--narrow tip-page">
      <TipHeader payee={draft.payee} checkout={checkout} />
      <h1 className="page__title">{t('card.title')}</h1>
      <div className="card stack">
        {method ? (
          <div className="stack">
            <p className="chosen-card">
              <span className="chosen-card__label">
                <bdi>{cardLabel(method)}</bdi>
              </span>
              <span className="form-note">
                {t('card.expires', { month: String(method.expMonth).padStart(2, '0'), year: method.expYear })}
              </span>
            </p>
            {failed ? (
              <PaymentFailure error={payer.error} onRetry={payer.retry} onOtherMethod={otherCard} />
            ) : (
              <>
                <div className="pay-bar">
                  <Button block size="lg" loading={payer.isPending} onClick={() => setConfirmOpen(true)}>
                    {t('card.payTotal', { total })}
                  </Button>
                </div>
                <Button variant="ghost" onClick={otherCard}>
                  {t('pay.otherCard')}
                </Button>
              </>
            )}
          </div>
        ) : checkout.provider === 'stripe' ? (
          // Stripe mode: the card goes into Stripe Elements only, never into a form of our own.
          <StripeCardStep
            canSave={Boolean(session)}
            submitLabel={t('card.payTotal', { total })}
            onCreated={cardReady}
          />
        ) : (
          <CardForm
            key={formKey}
            canSave={Boolean(session)}
            busy={tokenizing}
            submitLabel={t('card.payTotal', { total })}
            onSubmit={(card, save) => void tokenizeCard(card, save)}
          />
        )}
      </div>
      <ButtonLink to="/CalculateTip" variant="ghost" className="tip-back">
        {t('card.backToAmount')}
      </ButtonLink>
      {method && (
        <PayConfirmDialog
          open={confirmOpen && !failed}
          checkout={checkout}
          receiverName={draft.payee.username}
          methodLabel={cardLabel(method)}
          paying={payer.isPending}
          onConfirm={pay}
          onClose={() => setConfirmOpen(false)}
        />
      )}
    </div>
  );
}

export default withTipping(AddCardPage);
