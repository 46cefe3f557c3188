import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_AMOUNT_MINOR } from '@opentip/shared/money';
import type { MessageKey } from '@opentip/shared/messages';
import type { PaymentWaysData } from '@opentip/shared/schemas/payouts.schema';
import type { TokenizeBody } from '@opentip/shared/schemas/tips.schema';
import { Button } from '@/ui/button';
import { formatMoney } from '@/ui/money';
import { AmountSection } from './amount-section';
import { tipBody, type Checkout } from './checkout';
import { PayConfirmDialog } from './pay-confirm-dialog';
import { PaymentFailure } from './payment-failure';
import { PaymentTypeSection } from './payment-type-section';
import { chosenType, offeredTypes, paidThroughFlutterwave, waysProblem } from './payment-ways';
import { PoolNote } from './pool-note';
import { ReceiverCard } from './receiver-card';
import type { Wallets } from './stripe/use-wallet-sheet';
import { TipDetailsSection } from './tip-details-section';
import type { TipDraft } from './tip-draft';
import type { TipPayer } from './tip-payer';
import { TipSummary } from './tip-summary';

interface Props {
  draft: TipDraft;
  setDraft: Dispatch<SetStateAction<TipDraft>>;
  checkout: Checkout;
  payer: TipPayer;
  wallets: Pick<Wallets, 'offered' | 'sheetOpen' | 'showSheet'>;
  /** The sandbox's wallet token (the app's api-client, or the guest page's own call). */
  tokenize: (body: TokenizeBody) => Promise<{ token: string }>;
  isValidEmail: (text: string) => boolean;
  /** "Continue to card": the app's /choose-card or /add-card, the guest page's in-page card step. */
  onCard: () => void;
  /** How the receiver can be paid in this currency; null while unknown (the card rail is offered). */
  ways: PaymentWaysData | null;
  /** A receiver paid through Flutterwave: its step (/flutterwave, or the guest's /publicFlutterwave). */
  onFlutterwave: () => void;
  /** The sandbox wallet's token could not be made. */
  onWalletError: (error: unknown) => void;
  /** Stripe mode, no such wallet on the device: told by the caller (a toast), else in the page. */
  onWalletUnavailable?: () => void;
  /** The receiver has a linked payment account (the app checked it before this screen). */
  canReceive?: boolean;
  /** screen: the app's /CalculateTip with its title; guest: the link's own page, the receiver as heading. */
  variant: 'screen' | 'guest';
}

/** How much, how to pay, what the receiver gets (SPEC 2): /CalculateTip and the guest's link page. */
export function AmountStep({
  draft,
  setDraft,
  checkout,
  payer,
  wallets,
  tokenize,
  isValidEmail,
  onCard,
  ways,
  onFlutterwave,
  onWalletError,
  onWalletUnavailable,
  canReceive = true,
  variant,
}: Props) {
  const { t, i18n } = useTranslation('tipping');
  const [showErrors, setShowErrors] = useState(false);
  const [problem, setProblem] = useState<MessageKey | undefined>();
  const [emailError, setEmailError] = useState<MessageKey | undefined>();
  const [walletOpen, setWalletOpen] = useState(false);
  const [walletBusy, setWalletBusy] = useState(false);
  const [walletMissing, setWalletMissing] = useState(false);
  // One wallet token per set of choices, so paying again after a lost answer is the same attempt.
  const walletToken = useRef<{ fingerprint: string; token: string } | null>(null);
  const { breakdown } = checkout;
  const name = draft.payee.username;
  const offered = offeredTypes(ways, wallets.offered);
  const chosen = chosenType(draft.paymentType, offered, ways);
  const cannotPay = waysProblem(ways);
  const flutterwave = paidThroughFlutterwave(ways);

  useEffect(() => {
    // Another currency (or the receiver's ways once known) may not offer the way chosen.
    if (chosen !== draft.paymentType) setDraft((current) => ({ ...current, paymentType: chosen }));
  }, [chosen, draft.paymentType, setDraft]);

  const update = (patch: Partial<TipDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    if ('email' in patch) setEmailError(undefined);
    setProblem(undefined);
    setWalletMissing(false);
  };

  function next() {
    setShowErrors(true);
    if (!canReceive || cannotPay === 'payeeCannotReceive') return setProblem('payeeCannotReceive');
    if (cannotPay) return;
    if (!checkout.amount.ok || !breakdown) {
      document.querySelector<HTMLElement>('.tip-page [aria-invalid="true"]')?.focus();
      return;
    }
    if (breakdown.total > MAX_AMOUNT_MINOR) return setProblem('amountTooLarge');
    if (draft.email.trim() && !isValidEmail(draft.email)) return setEmailError('emailInvalid');
    if (flutterwave) return onFlutterwave();
    if (draft.paymentType === 'card') return onCard();
    payer.reset();
    setWalletOpen(true);
  }

  async function payByWallet() {
    if (draft.paymentType === 'paypal') {
      // PayPal carries no token: the giver approves the order at PayPal's, the next step.
      const body = tipBody(draft, checkout, { type: 'paypal' });
      if (body) payer.pay(body);
      return;
    }
    if (draft.paymentType !== 'applePay' && draft.paymentType !== 'googlePay') return;
    if (checkout.provider === 'stripe') {
      // Stripe mode: the device's own sheet, opened within this click; it completes with our answer.
      if (!wallets.showSheet(draft.paymentType)) {
        if (onWalletUnavailable) onWalletUnavailable();
        else setWalletMissing(true);
        setWalletOpen(false);
      }
      return;
    }
    setWalletBusy(true);
    try {
      const fingerprint = JSON.stringify([
        draft.paymentType,
        checkout.amount,
        checkout.currency,
        draft.coverFee,
      ]);
      if (walletToken.current?.fingerprint !== fingerprint) {
        const method = await tokenize({ type: draft.paymentType });
        walletToken.current = { fingerprint, token: method.token };
      }
      const body = tipBody(draft, checkout, { type: draft.paymentType, token: walletToken.current.token });
      if (body) payer.pay(body);
    } catch (error) {
      onWalletError(error);
      setWalletOpen(false);
    } finally {
      setWalletBusy(false);
    }
  }

  useEffect(() => {
    if (payer.error) setWalletOpen(false);
  }, [payer.error]);

  const failed = payer.error != null && !payer.isPending;
  const total = breakdown ? formatMoney(breakdown.total, checkout.currency, i18n.language) : null;
  return (
    <div className={variant === 'guest' ? 'page tip-page guest-page' : 'page tip-page'}>
      <div className="tip-head">
        {variant === 'guest' ? (
          <ReceiverCard payee={draft.payee} size="lg" heading />
        ) : (
          <ReceiverCard payee={draft.payee} size="sm" />
        )}
      </div>
      {variant === 'screen' && <h1 className="page__title">{t('calculate.title', { name })}</h1>}
      <PoolNote payee={draft.payee} />
      {(!canReceive || cannotPay === 'payeeCannotReceive') && (
        <p className="notice" role="status">
          {t('messages.payeeCannotReceive', { ns: 'translation' })}
        </p>
      )}
      <div className="tip-layout">
        <div className="stack">
          <AmountSection draft={draft} update={update} checkout={checkout} showErrors={showErrors} />
          {cannotPay === 'currency' ? (
            <p className="notice" role="status" data-testid="no-ways">
              {t('ways.noneInCurrency', { name, currency: checkout.currency })}
            </p>
          ) : (
            offered.length > 0 && (
              <PaymentTypeSection
                value={chosen}
                onChange={(paymentType) => update({ paymentType })}
                types={offered}
              />
            )
          )}
          <TipDetailsSection draft={draft} update={update} emailError={emailError} />
        </div>
        <div className="stack tip-layout__aside">
          <TipSummary
            checkout={checkout}
            receiverName={name}
            coverFee={draft.coverFee}
            onCoverFee={(coverFee) => update({ coverFee })}
          />
          {problem && problem !== 'payeeCannotReceive' && (
            <p className="notice" role="alert">
              {t(`messages.${problem}`, { ns: 'translation' })}
            </p>
          )}
          {walletMissing && (
            <p className="notice" role="alert">
              {t('wallet.unavailable')}
            </p>
          )}
          {failed && (
            <PaymentFailure
              error={payer.error}
              onRetry={payer.retry}
              onOtherMethod={() => {
                payer.reset();
                document.getElementById('pay-type-title')?.scrollIntoView({ block: 'center' });
              }}
              otherMethodLabel={t('pay.otherMethod')}
            />
          )}
          <div className="pay-bar">
            <Button
              block
              size="lg"
              onClick={next}
              loading={payer.isPending}
              disabled={!canReceive || cannotPay !== null}
            >
              {flutterwave
                ? t('ways.continue')
                : chosen === 'card'
                  ? t('calculate.continueCard')
                  : t('calculate.payWallet', { wallet: t(`paymentType.${chosen}`) })}
              {total && <span className="pay-bar__total"> · {total}</span>}
            </Button>
          </div>
        </div>
      </div>
      <PayConfirmDialog
        open={walletOpen && !failed}
        checkout={checkout}
        receiverName={name}
        methodLabel={t(`paymentType.${chosen}`)}
        paying={walletBusy || wallets.sheetOpen || payer.isPending}
        onConfirm={() => void payByWallet()}
        onClose={() => setWalletOpen(false)}
      />
    </div>
  );
}
