import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Subscription } from '@opentip/shared/schemas/billing.schema';
import { formatMoney } from '@/ui/money';
import { cardLabel, daysUntil, formatDay, isolate, promoEffect } from './billing-format';

type Shown = Subscription['status'] | 'ending';

/** Active but cancelled at period end reads as "Ending" until that end. */
function shownStatus(subscription: Subscription): Shown {
  return subscription.status === 'active' && subscription.cancelAtPeriodEnd ? 'ending' : subscription.status;
}

function StatusText({ subscription, now }: { subscription: Subscription; now: Date }) {
  const { t, i18n } = useTranslation('billing');
  const language = i18n.language;
  const day = (iso: string | null) => (iso ? formatDay(iso, language) : '');
  const plan = subscription.planId ? t(`plans.${subscription.planId}`) : '';
  const amount =
    subscription.amount !== null && subscription.currency
      ? formatMoney(subscription.amount, subscription.currency, language)
      : null;
  switch (shownStatus(subscription)) {
    case 'trialing':
      return (
        <p>
          {t('status.trialing', {
            count: subscription.trialEndsAt ? daysUntil(subscription.trialEndsAt, now) : 0,
            date: day(subscription.trialEndsAt),
          })}
        </p>
      );
    case 'active':
      return amount ? (
        <p>{t('status.active', { plan, date: day(subscription.currentPeriodEnd), amount })}</p>
      ) : (
        <p>{t('status.activeNoAmount', { plan, date: day(subscription.currentPeriodEnd) })}</p>
      );
    case 'ending':
      return <p>{t('status.ending', { plan, date: day(subscription.currentPeriodEnd) })}</p>;
    case 'pastDue':
      return (
        <>
          <p>{t('status.pastDue', { amount: amount ?? '', date: day(subscription.graceEndsAt) })}</p>
          <p className="billing-status__todo">{t('status.pastDueWhat')}</p>
        </>
      );
    case 'lapsed':
      return <p>{t('status.lapsed')}</p>;
    case 'canceled':
      return <p>{t('status.canceled')}</p>;
    case 'none':
      return <p>{t('status.none')}</p>;
  }
}

/** Where the subscription stands, in words: what happens next and, when it went wrong, what to do. */
export function StatusCard({
  subscription,
  now = new Date(),
  children,
}: {
  subscription: Subscription;
  now?: Date;
  /** What the owner can do about it (cancel, keep). */
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation('billing');
  const shown = shownStatus(subscription);
  return (
    <section
      className="card stack billing-status"
      aria-labelledby="billing-status-title"
      data-testid="status"
    >
      <div className="billing-status__head">
        <h2 id="billing-status-title" className="billing-section__title">
          {t('status.title')}
        </h2>
        <span className={`billing-badge billing-badge--${shown}`}>{t(`status.label.${shown}`)}</span>
      </div>
      <StatusText subscription={subscription} now={now} />
      {subscription.card && (
        <p className="form-note">
          {t('status.card', { card: isolate(cardLabel(subscription.card), i18n.language) })}
        </p>
      )}
      {subscription.promo && (
        <p className="form-note">
          {t('status.promo', {
            code: isolate(subscription.promo.code, i18n.language),
            effect: promoEffect(t, subscription.promo, i18n.language),
          })}
        </p>
      )}
      <p className={`billing-entitlement${subscription.entitled ? '' : ' billing-entitlement--off'}`}>
        {t(subscription.entitled ? 'manage.entitled' : 'manage.notEntitled')}
      </p>
      {children}
    </section>
  );
}
