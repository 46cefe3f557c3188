import { useTranslation } from 'react-i18next';
import { firstChargeAmount, type Plan } from '@opentip/shared/schemas/billing.schema';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { formatMoney } from '@/ui/money';
import { daysUntil, formatDay, isolate, promoEffect, type PromoSummary } from './billing-format';

interface Props {
  open: boolean;
  plan: Plan;
  promo: PromoSummary | null;
  cardText: string;
  /** The trial's end while the business is in it: paying now ends it, and the owner is told so. */
  trialEndsAt: string | null;
  paying: boolean;
  onConfirm: () => void;
  onClose: () => void;
  now?: Date;
}

/**
 * "Subscribe to Monthly for $14.50 now?": what the card is charged now (after the promo code, the
 * figure the server charges), the plan's price and the code's effect, what renewals charge, and
 * that a trial still running ends today.
 */
export function SubscribeConfirmDialog(props: Props) {
  const { open, plan, promo, cardText, trialEndsAt, paying, onConfirm, onClose, now = new Date() } = props;
  const { t, i18n } = useTranslation('billing');
  const { t: tc } = useTranslation();
  const money = (amount: number) => formatMoney(amount, plan.currency, i18n.language);
  const planName = t(`plans.${plan.id}`);
  const chargedNow = firstChargeAmount(plan.amount, promo);
  const trialDaysLeft = trialEndsAt ? daysUntil(trialEndsAt, now) : 0;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('subscribe.confirmTitle', { plan: planName, price: money(chargedNow) })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={paying} data-autofocus>
            {tc('common.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={paying}>
            {t('subscribe.confirm')}
          </Button>
        </>
      }
    >
      <div className="stack">
        <dl className="billing-confirm" data-testid="subscribe-figures">
          <div>
            <dt>{t('subscribe.confirmPlan', { plan: planName })}</dt>
            <dd>{t(`subscribe.confirmPrice.${plan.id}`, { price: money(plan.amount) })}</dd>
          </div>
          {promo && (
            <div>
              <dt>
                {t('subscribe.confirmPromoLabel', { code: isolate(promo.code, i18n.language) })}
                <span className="form-note billing-confirm__hint">
                  {promoEffect(t, promo, i18n.language)}
                </span>
              </dt>
              <dd>{money(chargedNow - plan.amount)}</dd>
            </div>
          )}
          <div className="billing-confirm__total">
            <dt>{t('subscribe.confirmChargedNow')}</dt>
            <dd data-testid="charged-now">{money(chargedNow)}</dd>
          </div>
        </dl>
        <p className="dialog__text">
          {t('subscribe.confirmRenewals', {
            card: cardText,
            price: money(plan.amount),
            interval: t(`subscribe.interval.${plan.id}`),
          })}
        </p>
        {trialDaysLeft > 0 && trialEndsAt && (
          <p className="notice" data-testid="trial-ends-now">
            {t('subscribe.confirmTrialEnds', { date: formatDay(trialEndsAt, i18n.language) })}
          </p>
        )}
        <p className="form-note" role="status" aria-live="polite">
          {paying ? t('subscribe.paying') : ''}
        </p>
      </div>
    </Dialog>
  );
}
