import { useTranslation } from 'react-i18next';
import type { Plan } from '@opentip/shared/schemas/billing.schema';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { formatMoney } from '@/ui/money';
import { isolate, promoEffect, type PromoSummary } from './billing-format';

interface Props {
  open: boolean;
  plan: Plan;
  promo: PromoSummary | null;
  cardText: string;
  paying: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Subscribe to Monthly for $29.00?": the plan, the code and the card, before anything is charged. */
export function SubscribeConfirmDialog({ open, plan, promo, cardText, paying, onConfirm, onClose }: Props) {
  const { t, i18n } = useTranslation('billing');
  const { t: tc } = useTranslation();
  const price = formatMoney(plan.amount, plan.currency, i18n.language);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('subscribe.confirmTitle', { plan: t(`plans.${plan.id}`), price })}
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
        {promo && (
          <p className="dialog__text">
            {t('subscribe.confirmPromo', {
              code: isolate(promo.code, i18n.language),
              effect: promoEffect(t, promo, i18n.language),
            })}
          </p>
        )}
        <p className="dialog__text">{t('subscribe.confirmCard', { card: cardText })}</p>
        <p className="form-note" role="status" aria-live="polite">
          {paying ? t('subscribe.paying') : ''}
        </p>
      </div>
    </Dialog>
  );
}
