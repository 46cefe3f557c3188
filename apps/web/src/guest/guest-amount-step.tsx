import { useState, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_AMOUNT_MINOR } from '@opentip/shared/money';
import type { MessageKey } from '@opentip/shared/messages';
import type { PaymentsConfigData } from '@opentip/shared/schemas/tips.schema';
import { AmountSection } from '@/features/tipping/amount-section';
import { tipBody, type Checkout } from '@/features/tipping/checkout';
import { PayConfirmDialog } from '@/features/tipping/pay-confirm-dialog';
import { PaymentFailure } from '@/features/tipping/payment-failure';
import { PaymentTypeSection } from '@/features/tipping/payment-type-section';
import { PoolNote } from '@/features/tipping/pool-note';
import { ReceiverCard } from '@/features/tipping/receiver-card';
import { TipDetailsSection } from '@/features/tipping/tip-details-section';
import type { TipDraft } from '@/features/tipping/tip-draft';
import { TipSummary } from '@/features/tipping/tip-summary';
import { Button } from '@/ui/button';
import { formatMoney } from '@/ui/money';
import { tokenizeSandbox } from './guest-api';
import { isValidEmail } from './guest-checkout';
import type { useGuestPay } from './guest-pay';
import { useGuestWallets } from './guest-wallets';

interface Props {
  config: PaymentsConfigData;
  draft: TipDraft;
  setDraft: Dispatch<SetStateAction<TipDraft>>;
  checkout: Checkout;
  /** The receiver has a linked payment account. */
  canReceive: boolean;
  payer: ReturnType<typeof useGuestPay>;
  onCard: () => void;
}

/** The link's own screen: who, how much, how to pay, what the receiver gets; "Continue" always in reach. */
export function GuestAmountStep({ config, draft, setDraft, checkout, canReceive, payer, onCard }: Props) {
  const { t, i18n } = useTranslation('tipping');
  const [showErrors, setShowErrors] = useState(false);
  const [problem, setProblem] = useState<MessageKey | undefined>();
  const [emailError, setEmailError] = useState<MessageKey | undefined>();
  const [walletOpen, setWalletOpen] = useState(false);
  const [walletBusy, setWalletBusy] = useState(false);
  const [walletToken, setWalletToken] = useState<{ fingerprint: string; token: string } | null>(null);
  const { breakdown } = checkout;
  const name = draft.payee.username;
  const [walletMissing, setWalletMissing] = useState(false);
  const wallets = useGuestWallets({
    config,
    checkout,
    label: t('header.tipFor', { name }),
    bodyFor: (token, type) => tipBody(draft, checkout, { type, token }),
    payer,
  });

  const update = (patch: Partial<TipDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    if ('email' in patch) setEmailError(undefined);
    setProblem(undefined);
    setWalletMissing(false);
  };

  // The same checks, in the same order, as /CalculateTip's "Continue".
  function next() {
    setShowErrors(true);
    if (!canReceive) return setProblem('payeeCannotReceive');
    if (!checkout.amount.ok || !breakdown) {
      document.querySelector<HTMLElement>('.tip-page [aria-invalid="true"]')?.focus();
      return;
    }
    if (breakdown.total > MAX_AMOUNT_MINOR) return setProblem('amountTooLarge');
    if (draft.email.trim() && !isValidEmail(draft.email)) return setEmailError('emailInvalid');
    if (draft.paymentType === 'card') return onCard();
    payer.reset();
    setWalletOpen(true);
  }

  async function payByWallet() {
    if (draft.paymentType === 'card') return;
    if (config.provider === 'stripe') {
      // Stripe mode: the device's own sheet, opened within this click; it completes with our answer.
      if (!wallets.showSheet(draft.paymentType)) {
        setWalletMissing(true);
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
      let token = walletToken?.fingerprint === fingerprint ? walletToken.token : null;
      if (!token) {
        token = (await tokenizeSandbox({ type: draft.paymentType })).token;
        setWalletToken({ fingerprint, token });
      }
      const body = tipBody(draft, checkout, { type: draft.paymentType, token });
      if (body) payer.pay(body);
    } catch (error) {
      payer.fail(error);
      setWalletOpen(false);
    } finally {
      setWalletBusy(false);
    }
  }

  const failed = payer.error != null && !payer.isPending;
  const total = breakdown ? formatMoney(breakdown.total, checkout.currency, i18n.language) : null;
  return (
    <div className="page tip-page guest-page">
      <div className="tip-head">
        <ReceiverCard payee={draft.payee} size="lg" heading />
      </div>
      <PoolNote payee={draft.payee} />
      {!canReceive && (
        <p className="notice" role="status">
          {t('messages.payeeCannotReceive', { ns: 'translation' })}
        </p>
      )}
      <div className="tip-layout">
        <div className="stack">
          <AmountSection draft={draft} update={update} checkout={checkout} showErrors={showErrors} />
          <PaymentTypeSection
            value={draft.paymentType}
            onChange={(paymentType) => update({ paymentType })}
            wallets={wallets.offered}
          />
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
            <Button block size="lg" onClick={next} loading={payer.isPending} disabled={!canReceive}>
              {draft.paymentType === 'card'
                ? t('calculate.continueCard')
                : t('calculate.payWallet', { wallet: t(`paymentType.${draft.paymentType}`) })}
              {total && <span className="pay-bar__total"> · {total}</span>}
            </Button>
          </div>
        </div>
      </div>
      <PayConfirmDialog
        open={walletOpen && !failed}
        checkout={checkout}
        receiverName={name}
        methodLabel={t(`paymentType.${draft.paymentType}`)}
        paying={walletBusy || wallets.sheetOpen || payer.isPending}
        onConfirm={() => void payByWallet()}
        onClose={() => setWalletOpen(false)}
      />
    </div>
  );
}
