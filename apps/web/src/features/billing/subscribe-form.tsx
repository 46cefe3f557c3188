import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanId, Subscription } from '@opentip/shared/schemas/billing.schema';
import { ApiError } from '@/app/api/api-error';
import { errorText, messageKeyOf } from '@/app/api/api-message';
import { useNotify } from '@/app/use-notify';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { cardLabel, isExpired, isolate, type PromoSummary } from './billing-format';
import { CardChoice } from './card-choice';
import { PlanChoice } from './plan-choice';
import { PromoCodeField } from './promo-code-field';
import { SubscribeConfirmDialog } from './subscribe-confirm-dialog';
import { useBusinessCardsQuery } from './use-business-cards.query';
import { usePlansQuery } from './use-plans.query';
import { useSubscribeMutation } from './use-subscribe.mutation';

interface Props {
  businessId: string;
  userId: string;
  currency: string;
  status: Subscription['status'];
  /** When the free trial ends: the confirmation says paying now ends it. */
  trialEndsAt: string | null;
}

/** The bank's check was refused or left: nothing was charged, and the owner may try again. */
function isBankRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.key ?? messageKeyOf(error.message)) === 'authenticationFailed';
}

/** Choose monthly or yearly, maybe a promo code, a saved card; confirm, pay, and the bank's check if it asks. */
export function SubscribeForm({ businessId, userId, currency, status, trialEndsAt }: Props) {
  const { t, i18n } = useTranslation('billing');
  const { t: tm } = useTranslation();
  const notify = useNotify();
  const plans = usePlansQuery(currency);
  const cards = useBusinessCardsQuery(userId).data ?? [];
  const [confirming, setConfirming] = useState(false);
  // The bank's own window replaces the confirmation while the owner answers it.
  const subscriber = useSubscribeMutation(businessId, () => setConfirming(false));
  const [planId, setPlanId] = useState<PlanId>('monthly');
  const [promo, setPromo] = useState<PromoSummary | null>(null);
  const [chosenCardId, setChosenCardId] = useState<string | null>(null);
  const [bankRefusal, setBankRefusal] = useState<ApiError | null>(null);
  // The one picked while it can still pay, else the newest card that can.
  const card =
    cards.find((c) => c.id === chosenCardId && !isExpired(c)) ?? cards.find((c) => !isExpired(c)) ?? null;

  if (plans.isPending) return <Spinner />;
  if (plans.isError)
    return (
      <div className="notice billing-error" role="alert">
        <span>{errorText(tm, plans.error)}</span>
        <Button variant="secondary" onClick={() => void plans.refetch()}>
          {t('manage.retry')}
        </Button>
      </div>
    );
  const plan = plans.data.plans.find((p) => p.id === planId) ?? plans.data.plans[0];

  function pay() {
    if (!plan || !card) return;
    setBankRefusal(null);
    subscriber.mutate(
      {
        body: { planId: plan.id, currency: plan.currency, savedCardId: card.id, promoCode: promo?.code },
        amount: plan.amount,
      },
      {
        onSuccess: ({ message }) => {
          setConfirming(false);
          notify.apiSuccess(message);
        },
        onError: (error) => {
          setConfirming(false);
          if (isBankRefusal(error)) setBankRefusal(error);
          else notify.apiError(error);
        },
      },
    );
  }

  const title =
    status === 'pastDue'
      ? 'subscribe.titlePastDue'
      : status === 'lapsed' || status === 'canceled'
        ? 'subscribe.titleAgain'
        : 'subscribe.title';
  return (
    <section className="card stack" aria-labelledby="billing-subscribe-title">
      <h2 id="billing-subscribe-title" className="billing-section__title">
        {t(title)}
      </h2>
      <PlanChoice plans={plans.data.plans} chosen={plan?.id ?? planId} onChoose={setPlanId} />
      <PromoCodeField
        businessId={businessId}
        currency={plan?.currency ?? currency}
        applied={promo}
        onApplied={setPromo}
      />
      <CardChoice userId={userId} chosenId={card?.id ?? null} onChoose={setChosenCardId} />
      {bankRefusal && (
        <p className="notice billing-error" role="alert">
          {errorText(tm, bankRefusal)}
        </p>
      )}
      <Button
        size="lg"
        block
        disabled={!card || !plan}
        loading={subscriber.isPending}
        onClick={() => setConfirming(true)}
      >
        {t('subscribe.pay')}
      </Button>
      <p className="form-note" role="status" aria-live="polite">
        {subscriber.isPending ? t('subscribe.paying') : ''}
      </p>
      {plan && card && (
        <SubscribeConfirmDialog
          open={confirming}
          plan={plan}
          promo={promo}
          cardText={isolate(cardLabel(card), i18n.language)}
          trialEndsAt={status === 'trialing' ? trialEndsAt : null}
          paying={subscriber.isPending}
          onConfirm={pay}
          onClose={() => !subscriber.isPending && setConfirming(false)}
        />
      )}
    </section>
  );
}
