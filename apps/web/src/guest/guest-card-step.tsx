import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/app/api/api-message';
import { digitsOf, expiryOf, type CardInput } from '@/features/tipping/card-validation';
import { tipBody, type Checkout } from '@/features/tipping/checkout';
import { PayConfirmDialog } from '@/features/tipping/pay-confirm-dialog';
import { PaymentFailure } from '@/features/tipping/payment-failure';
import { cardLabel } from '@/features/tipping/saved-cards';
import { TipHeader } from '@/features/tipping/tip-header';
import type { TipDraft } from '@/features/tipping/tip-draft';
import type { PaymentMethod } from '@/features/tipping/tokenize';
import { Button } from '@/ui/button';
import { formatMoney } from '@/ui/money';
import { Spinner } from '@/ui/spinner';
import { tokenizeSandbox } from './guest-api';
import type { useGuestPay } from './guest-pay';

// Each payment mode's card form in a chunk of its own, so a guest downloads only their mode's one:
// ours for the sandbox, Stripe Elements (and stripe.js) in Stripe mode, at the card step.
const CardForm = lazy(() =>
  import('@/features/tipping/card-form').then(({ CardForm }) => ({ default: CardForm })),
);
const StripeCardForm = lazy(() => import('@/features/tipping/stripe/stripe-card-form'));

interface Props {
  draft: TipDraft;
  checkout: Checkout;
  /** Stripe mode: the key for Elements (none: the server cannot take cards yet). */
  publishableKey: string | null;
  payer: ReturnType<typeof useGuestPay>;
  onBack: () => void;
}

/**
 * /add-card in the page: the card becomes a provider token (our sandbox form, or Stripe Elements in
 * Stripe mode), then the one confirmation, then the payment.
 */
export function GuestCardStep({ draft, checkout, publishableKey, payer, onBack }: Props) {
  const { t, i18n } = useTranslation('tipping');
  const { t: tMain } = useTranslation();
  const [formKey, setFormKey] = useState(0);
  const [tokenizing, setTokenizing] = useState(false);
  const [tokenError, setTokenError] = useState<unknown>(null);
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const total = checkout.breakdown
    ? formatMoney(checkout.breakdown.total, checkout.currency, i18n.language)
    : '';

  async function tokenizeCard(card: CardInput) {
    setTokenizing(true);
    setTokenError(null);
    try {
      const { expMonth, expYear } = expiryOf(card.expiry) ?? { expMonth: 0, expYear: 0 };
      const created = await tokenizeSandbox({
        type: 'card',
        cardNumber: digitsOf(card.number),
        expMonth,
        expYear,
        cvc: card.cvc.trim(),
        cardHolderName: card.name.trim(),
      });
      // The form remounts empty: the number and CVC leave memory once the token exists.
      setFormKey((key) => key + 1);
      cardReady(created);
    } catch (error) {
      setTokenError(error);
    } finally {
      setTokenizing(false);
    }
  }

  /** A card turned into a provider token (our sandbox form or Stripe's): then the one confirmation. */
  function cardReady(created: PaymentMethod) {
    setMethod(created);
    payer.reset();
    setConfirmOpen(true);
  }

  function pay() {
    if (!method) return;
    const body = tipBody(draft, checkout, { type: 'card', token: method.token });
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
    <div className="page page--narrow tip-page guest-page">
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
          publishableKey ? (
            <Suspense fallback={<Spinner />}>
              <StripeCardForm
                publishableKey={publishableKey}
                canSave={false}
                submitLabel={t('card.payTotal', { total })}
                onCreated={cardReady}
              />
            </Suspense>
          ) : (
            <p className="notice" role="status">
              {t('card.providerFormMissing')}
            </p>
          )
        ) : (
          <>
            {tokenError != null && (
              <p className="notice" role="alert">
                {errorText(tMain, tokenError)}
              </p>
            )}
            <Suspense fallback={<Spinner />}>
              <CardForm
                key={formKey}
                canSave={false}
                busy={tokenizing}
                submitLabel={t('card.payTotal', { total })}
                onSubmit={(card) => void tokenizeCard(card)}
              />
            </Suspense>
          </>
        )}
      </div>
      <Button variant="ghost" className="tip-back" onClick={onBack}>
        {t('card.backToAmount')}
      </Button>
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
