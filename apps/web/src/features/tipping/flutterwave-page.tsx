import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { readRedirectAttempt } from '@/app/payments/redirect-attempt';
import { ButtonLink } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { CheckoutGate } from './checkout-gate';
import { FlutterwaveStep } from './flutterwave-step';
import { resumeAttempt } from './pay-attempt';
import { PaymentFailure } from './payment-failure';
import { writeTipDraft, type TipDraft } from './tip-draft';
import { withTipping } from './tipping-namespace';
import type { Checkout } from './checkout';
import { usePayTip } from './use-pay-tip';
import { usePaymentWays } from './use-payment-ways.query';

/**
 * /flutterwave (signed in) and /publicFlutterwave (a guest): the Flutterwave way to pay a receiver
 * paid through Flutterwave; and, with ?tip=, the return from Flutterwave's own card page.
 */
function FlutterwavePage() {
  const [params] = useSearchParams();
  const tipId = params.get('tip');
  if (tipId) return <CheckoutReturn tipId={tipId} />;
  return (
    <CheckoutGate>
      {(draft, checkout) => <FlutterwaveChoice initial={draft} checkout={checkout} />}
    </CheckoutGate>
  );
}

function FlutterwaveChoice({ initial, checkout }: { initial: TipDraft; checkout: Checkout }) {
  const { t } = useTranslation('tipping');
  const [draft, setDraft] = useState(initial);
  const payer = usePayTip();
  const ways = usePaymentWays(draft.payeeId, checkout.currency);
  return (
    <FlutterwaveStep
      variant="screen"
      draft={draft}
      onChoice={(patch) => setDraft((current) => writeTipDraft({ ...current, ...patch }))}
      checkout={checkout}
      ways={ways}
      payer={payer}
      back={
        <ButtonLink to="/CalculateTip" variant="ghost" className="tip-back">
          {t('card.backToAmount')}
        </ButtonLink>
      }
    />
  );
}

/** Back from Flutterwave's page: the attempt this tab kept is sent again and answers the outcome. */
function CheckoutReturn({ tipId }: { tipId: string }) {
  const { t } = useTranslation('tipping');
  const payer = usePayTip();
  const [attempt] = useState(() => readRedirectAttempt(tipId));
  const started = useRef(false);
  useEffect(() => {
    if (!attempt || started.current) return;
    started.current = true;
    resumeAttempt(attempt.body, attempt.key);
    payer.pay(attempt.body);
  }, [attempt, payer]);

  const failed = payer.error != null && !payer.isPending;
  return (
    <div className="page page--narrow tip-page stack flutterwave-return">
      <h1 className="page__title">{t('flutterwave.returnTitle')}</h1>
      {!attempt ? (
        <p className="notice" role="status">
          {t('flutterwave.returnUnknown')}
        </p>
      ) : failed ? (
        <PaymentFailure error={payer.error} onRetry={payer.retry} />
      ) : (
        <p className="payer-step__waiting" role="status" aria-live="polite">
          <span aria-hidden="true">
            <Spinner size="sm" />
          </span>
          <span>{t('flutterwave.checking')}</span>
        </p>
      )}
      {(!attempt || failed) && (
        <ButtonLink to="/CalculateTip" variant="secondary">
          {t('flutterwave.backToTip')}
        </ButtonLink>
      )}
    </div>
  );
}

export default withTipping(FlutterwavePage);
