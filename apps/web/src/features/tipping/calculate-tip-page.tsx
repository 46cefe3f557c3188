import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { emailField } from '@opentip/shared/validation';
import { useSession } from '@/app/session/use-session';
import { useNotify } from '@/app/use-notify';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { AmountStep } from './amount-step';
import { checkoutOf, tipBody, type PaymentsConfig } from './checkout';
import { NoTip } from './no-tip';
import { useWallets } from './stripe/use-wallets';
import { useTipDraft, writeTipDraft, type TipDraft } from './tip-draft';
import { withTipping } from './tipping-namespace';
import { tokenize } from './tokenize';
import { usePayTip } from './use-pay-tip';
import { usePaymentWays } from './use-payment-ways.query';
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
  const { t } = useTranslation('tipping');
  const navigate = useNavigate();
  const notify = useNotify();
  const session = useSession();
  const [draft, setDraft] = useState<TipDraft>(() => ({
    ...initial,
    email: initial.email || session?.user.email || '',
  }));
  const payer = usePayTip();
  const savedCards = useSavedCardsQuery();
  const checkout = checkoutOf(draft, config, session?.user.currency);
  // Wallet branch: which wallets the device offers, and Stripe's own sheet to pay with them.
  const wallets = useWallets({
    checkout,
    label: t('header.tipFor', { name: draft.payee.username }),
    bodyFor: (token, type) => tipBody(draft, checkout, { type, token }),
    pay: payer.pay,
  });
  const ways = usePaymentWays(draft.payeeId, checkout.currency);
  const walletGone =
    (draft.paymentType === 'applePay' || draft.paymentType === 'googlePay') &&
    wallets.known &&
    !wallets.offered.includes(draft.paymentType);
  useEffect(() => {
    if (walletGone) setDraft((current) => ({ ...current, paymentType: 'card' }));
  }, [walletGone]);

  useEffect(() => {
    writeTipDraft(draft);
  }, [draft]);

  return (
    <AmountStep
      variant="screen"
      draft={draft}
      setDraft={setDraft}
      checkout={checkout}
      payer={payer}
      wallets={wallets}
      tokenize={tokenize}
      isValidEmail={(email) => emailField.safeParse(email).success}
      // Straight to the card form when there is surely no saved card (an empty list not being asked
      // again); /choose-card waits for the list.
      onCard={() => {
        const surelyNone = savedCards.data?.length === 0 && !savedCards.isFetching;
        void navigate(session && !surelyNone ? '/choose-card' : '/add-card');
      }}
      ways={ways}
      onFlutterwave={() => void navigate(session ? '/flutterwave' : '/publicFlutterwave')}
      onWalletError={(error) => notify.apiError(error)}
      onWalletUnavailable={() => notify.info(t('wallet.unavailable'))}
    />
  );
}

export default withTipping(CalculateTipPage);
