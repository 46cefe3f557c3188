import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanId, Subscription } from '@opentip/shared/schemas/billing.schema';
import { errorText } from '@/app/api/api-message';
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
}

/** Choose monthly or yearly, maybe a promo code, a saved card; confirm, then pay. */
export function SubscribeForm({ businessId, userId, currency, status }: Props) {
  const { t, i18n } = useTranslation('billing');
  const { t: tm } = useTranslation();
  const notify = useNotify();
  const plans = usePlansQuery(currency);
  const cards = useBusinessCardsQuery(userId).data ?? [];
  const subscriber = useSubscribeMutation(businessId);
  const [planId, setPlanId] = useState<PlanId>('monthly');
  const [promo, setPromo] = useState<PromoSummary | null>(null);
  const [chosenCardId, setChosenCardId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [bankCheck, setBankCheck] = useState(false);
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
    setBankCheck(false);
    subscriber.mutate(
      { planId: plan.id, currency: plan.currency, savedCardId: card.id, promoCode: promo?.code },
      {
        onSuccess: ({ message, data }) => {
          setConfirming(false);
          if (data.nextAction) setBankCheck(true);
          else notify.apiSuccess(message);
        },
        onError: (error) => {
          setConfirming(false);
          notify.apiError(error);
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
      {bankCheck && (
        <p className="notice" role="alert">
          {t('subscribe.bankCheck')}
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
          paying={subscriber.isPending}
          onConfirm={pay}
          onClose={() => !subscriber.isPending && setConfirming(false)}
        />
      )}
    </section>
  );
}
