import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MAX_AMOUNT_MINOR } from '@opentip/shared/money';
import type { MessageKey } from '@opentip/shared/messages';
import { emailField } from '@opentip/shared/validation';
import { useSession } from '@/app/session/use-session';
import { useNotify } from '@/app/use-notify';
import { Button } from '@/ui/button';
import { formatMoney } from '@/ui/money';
import { Spinner } from '@/ui/spinner';
import { AmountSection } from './amount-section';
import { checkoutOf, tipBody, type PaymentsConfig } from './checkout';
import { NoTip } from './no-tip';
import { PayConfirmDialog } from './pay-confirm-dialog';
import { PoolNote } from './pool-note';
import { PaymentFailure } from './payment-failure';
import { PaymentTypeSection } from './payment-type-section';
import { ReceiverCard } from './receiver-card';
import { useWallets } from './stripe/use-wallets';
import { TipDetailsSection } from './tip-details-section';
import { useTipDraft, writeTipDraft, type TipDraft } from './tip-draft';
import { TipSummary } from './tip-summary';
import { withTipping } from './tipping-namespace';
import { tokenize } from './tokenize';
import { usePayTip } from './use-pay-tip';
import { usePaymentsConfigQuery } from './use-payments-config.query';
import { useSavedCardsQuery } from './use-saved-cards.query';

/** /CalculateTip: how much, how to pay, what the receiver gets (SPEC 2). */
function CalculateTipPage() {
  const { t } = useTranslation('tipping');
  const draft = useTipDraft();
  const config = usePaymentsConfigQuery();
  if (!draft) return <NoTip />;
  if (config.isPending) return <Spinner fullPage />;
  if (!config.data) {
    return (
      <div className="page tip-page">
        <p className="notice" role="alert">
          {t('calculate.configFailed')}
        </p>
        <Button onClick={() => void config.refetch()}>{t('pay.retry')}</Button>
      </div>
    );
  }
  return <CalculateTipForm initial={draft} config={config.data} />;
}

function CalculateTipForm({ initial, config }: { initial: TipDraft; config: PaymentsConfig }) {
  const { t, i18n } = useTranslation('tipping');
  const navigate = useNavigate();
  const notify = useNotify();
  const session = useSession();
  const [draft, setDraft] = useState<TipDraft>(() => ({
    ...initial,
    email: initial.email || session?.user.email || '',
  }));
  const [showErrors, setShowErrors] = useState(false);
  const [problem, setProblem] = useState<MessageKey | undefined>();
  const [emailError, setEmailError] = useState<MessageKey | undefined>();
  const [walletOpen, setWalletOpen] = useState(false);
  const [walletBusy, setWalletBusy] = useState(false);
  // One wallet token per set of choices, so paying again after a lost answer is the same attempt.
  const walletToken = useRef<{ fingerprint: string; token: string } | null>(null);
  const payer = usePayTip();
  const savedCards = useSavedCardsQuery();
  const checkout = checkoutOf(draft, config, session?.user.currency);
  const { breakdown } = checkout;
  const name = draft.payee.username;
  // Wallet branch: which wallets the device offers, and Stripe's own sheet to pay with them.
  const wallets = useWallets({
    checkout,
    label: t('header.tipFor', { name }),
    bodyFor: (token, type) => tipBody(draft, checkout, { type, token }),
    pay: payer.pay,
  });
  const walletGone =
    draft.paymentType !== 'card' && wallets.known && !wallets.offered.includes(draft.paymentType);
  useEffect(() => {
    if (walletGone) setDraft((current) => ({ ...current, paymentType: 'card' }));
  }, [walletGone]);

  useEffect(() => {
    writeTipDraft(draft);
  }, [draft]);

  const update = (patch: Partial<TipDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    if ('email' in patch) setEmailError(undefined);
    setProblem(undefined);
  };

  function next() {
    setShowErrors(true);
    if (!checkout.amount.ok || !breakdown) {
      document.querySelector<HTMLElement>('.tip-page [aria-invalid="true"]')?.focus();
      return;
    }
    if (breakdown.total > MAX_AMOUNT_MINOR) return setProblem('amountTooLarge');
    if (draft.email.trim() && !emailField.safeParse(draft.email).success)
      return setEmailError('emailInvalid');
    if (draft.paymentType === 'card') {
      // Straight to the card form when there is surely no saved card; /choose-card waits for the list.
      void navigate(session && savedCards.data?.length !== 0 ? '/choose-card' : '/add-card');
      return;
    }
    payer.reset();
    setWalletOpen(true);
  }

  async function payByWallet() {
    if (draft.paymentType === 'card') return;
    if (config.provider === 'stripe') {
      // Stripe mode: the device's own sheet, opened within this click; it completes with our answer.
      if (!wallets.showSheet(draft.paymentType)) {
        notify.info(t('wallet.unavailable'));
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
      notify.apiError(error);
      setWalletOpen(false);
    } finally {
      setWalletBusy(false);
    }
  }

  useEffect(() => {
    if (payer.error) setWalletOpen(false);
  }, [payer.error]);

  const total = breakdown ? formatMoney(breakdown.total, checkout.currency, i18n.language) : null;
  return (
    <div className="page tip-page">
      <div className="tip-head">
        <ReceiverCard payee={draft.payee} size="sm" />
      </div>
      <h1 className="page__title">{t('calculate.title', { name })}</h1>
      <PoolNote payee={draft.payee} />
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
          {problem && (
            <p className="notice" role="alert">
              {t(`messages.${problem}`, { ns: 'translation' })}
            </p>
          )}
          {payer.error != null && (
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
            <Button block size="lg" onClick={next} loading={payer.isPending}>
              {draft.paymentType === 'card'
                ? t('calculate.continueCard')
                : t('calculate.payWallet', { wallet: t(`paymentType.${draft.paymentType}`) })}
              {total && <span className="pay-bar__total"> · {total}</span>}
            </Button>
          </div>
        </div>
      </div>
      <PayConfirmDialog
        open={walletOpen}
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

export default withTipping(CalculateTipPage);
