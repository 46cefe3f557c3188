import { Fragment, useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TokenizeBody } from '@opentip/shared/schemas/tips.schema';
import { errorText } from '@/app/api/api-message';
import { Button } from '@/ui/button';
import { formatMoney } from '@/ui/money';
import type { CardForm } from '@/app/payments/card-form';
import { digitsOf, expiryOf, type CardInput } from '@/app/payments/card-validation';
import { tipBody, type Checkout } from './checkout';
import { PayConfirmDialog } from './pay-confirm-dialog';
import { PaymentFailure } from './payment-failure';
import { cardLabel } from './saved-cards';
import { TipHeader } from './tip-header';
import type { TipDraft } from './tip-draft';
import type { TipPayer } from './tip-payer';
import type { PaymentMethod } from './tokenize';

export type CardFormProps = ComponentProps<typeof CardForm>;

export interface StripeFormProps {
  canSave: boolean;
  submitLabel: string;
  onCreated: (method: PaymentMethod, save: boolean) => Promise<void> | void;
}

interface Props {
  draft: TipDraft;
  checkout: Checkout;
  payer: TipPayer;
  /** The sandbox's tokenizer (the app's api-client, or the guest page's own call). */
  tokenize: (body: TokenizeBody) => Promise<PaymentMethod>;
  /** Signed-in givers may keep the card. */
  canSave: boolean;
  /** Keeps the card the giver asked to save: its saved card's id, or undefined when it was not kept. */
  keepCard?: (method: PaymentMethod) => Promise<string | undefined>;
  /** The card could not be tokenized: told by the caller (a toast), else above the form. */
  onTokenError?: (error: unknown) => void;
  /** Our sandbox card form (the guest page loads it in a chunk of its own). */
  cardForm: (props: CardFormProps) => ReactNode;
  /** Stripe mode: Stripe Elements, or why there is none. */
  stripeForm: (props: StripeFormProps) => ReactNode;
  /** The way back to the amount step. */
  back: ReactNode;
  variant: 'screen' | 'guest';
}

/**
 * /add-card, in the app and on the guest page: the card becomes a provider token (our sandbox form,
 * or Stripe Elements in Stripe mode), then the one confirmation, then the payment.
 */
export function CardStep({
  draft,
  checkout,
  payer,
  tokenize,
  canSave,
  keepCard,
  onTokenError,
  cardForm,
  stripeForm,
  back,
  variant,
}: Props) {
  const { t, i18n } = useTranslation('tipping');
  const { t: tMain } = useTranslation();
  const [formKey, setFormKey] = useState(0);
  const [tokenizing, setTokenizing] = useState(false);
  const [tokenError, setTokenError] = useState<unknown>(null);
  // savedCardId: the giver kept the card, and the tip is paid with it as their saved card.
  const [method, setMethod] = useState<(PaymentMethod & { savedCardId?: string }) | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const total = checkout.breakdown
    ? formatMoney(checkout.breakdown.total, checkout.currency, i18n.language)
    : '';

  // Not a mutation hook: its cache would keep the card number as the call's variables.
  async function tokenizeCard(card: CardInput, save: boolean) {
    setTokenizing(true);
    setTokenError(null);
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
      // The form remounts empty: the number and CVC leave memory once the token exists.
      setFormKey((key) => key + 1);
      await cardReady(created, save);
    } catch (error) {
      if (onTokenError) onTokenError(error);
      else setTokenError(error);
    } finally {
      setTokenizing(false);
    }
  }

  /** A card turned into a provider token (by any form): kept if the giver asked, then confirmed. */
  async function cardReady(created: PaymentMethod, save: boolean) {
    const savedCardId = save && keepCard ? await keepCard(created) : undefined;
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
    <div
      className={variant === 'guest' ? 'page page--narrow tip-page guest-page' : 'page page--narrow tip-page'}
    >
      <TipHeader payee={draft.payee} checkout={checkout} />
      {/* Under the amount it changes, not below the form where a phone's fixed Pay bar covered it. */}
      {back}
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
          stripeForm({ canSave, submitLabel: t('card.payTotal', { total }), onCreated: cardReady })
        ) : (
          <>
            {tokenError != null && (
              <p className="notice" role="alert">
                {errorText(tMain, tokenError)}
              </p>
            )}
            <Fragment key={formKey}>
              {cardForm({
                canSave,
                busy: tokenizing,
                submitLabel: t('card.payTotal', { total }),
                onSubmit: (card, save) => void tokenizeCard(card, save),
              })}
            </Fragment>
          </>
        )}
      </div>
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
