import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPromoCode } from '@opentip/shared/schemas/admin-businesses.schema';
import { API_TOAST_MS } from '@/app/use-notify';
import { Button } from '@/ui/button';
import { useToasts } from '@/ui/toasts';
import { ADMIN_NS } from '../admin-namespace';
import { ReasonDialog } from '../shell/reason-dialog';
import { useFormatDate } from '../shell/use-format-date';
import { describePromo } from './promo-format';
import { PromoRedemptions } from './promo-redemptions';
import { usePausePromoCodeMutation } from './use-pause-promo-code.mutation';

/** One code: what it gives, when it is valid, how often it was used; pause or resume it. */
export function PromoCodeRow({ promo }: { promo: AdminPromoCode }) {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const formatDate = useFormatDate();
  const toasts = useToasts();
  const pause = usePausePromoCodeMutation();
  const [asking, setAsking] = useState(false);
  const [showRedemptions, setShowRedemptions] = useState(false);
  const paused = promo.pausedAt !== null;
  const verb = paused ? 'resume' : 'pause';
  const validity = promo.validUntil
    ? t('promoCodes.validFromUntil', {
        from: formatDate(promo.validFrom),
        until: formatDate(promo.validUntil),
      })
    : t('promoCodes.validFrom', { from: formatDate(promo.validFrom) });
  const used =
    promo.maxRedemptions === null
      ? t('promoCodes.usedUnlimited', { used: promo.redemptions })
      : t('promoCodes.usedOf', { used: promo.redemptions, max: promo.maxRedemptions });
  const close = () => {
    setAsking(false);
    pause.reset();
  };
  const confirm = (reason: string) =>
    pause.mutate(
      { id: promo.id, body: { paused: !paused, reason } },
      {
        onSuccess: () => {
          toasts.show(t(`promoCodes.done.${verb}`, { code: promo.code }), {
            tone: 'success',
            durationMs: API_TOAST_MS,
          });
          setAsking(false);
        },
      },
    );

  return (
    <li className="promo-row" data-testid={`promo-${promo.code}`}>
      <div className="promo-row__head">
        <span className="admin-list__main">
          <strong className="admin-code">{promo.code}</strong>
          <span className="admin-list__sub">{describePromo(t, promo, i18n.language)}</span>
        </span>
        <span className="admin-list__sub">{validity}</span>
        <span className="admin-list__sub">{used}</span>
        {paused && <span className="admin-tag admin-tag--warn">{t('promoCodes.paused')}</span>}
      </div>
      <div className="promo-row__actions">
        <Button variant={paused ? 'primary' : 'danger'} onClick={() => setAsking(true)}>
          {t(`promoCodes.${verb}`)}
        </Button>
        <Button
          variant="secondary"
          aria-expanded={showRedemptions}
          onClick={() => setShowRedemptions(!showRedemptions)}
        >
          {t(showRedemptions ? 'promoCodes.hideRedemptions' : 'promoCodes.showRedemptions')}
        </Button>
      </div>
      {showRedemptions && <PromoRedemptions promoCodeId={promo.id} />}
      <ReasonDialog
        open={asking}
        title={t(`promoCodes.${verb}Title`, { code: promo.code })}
        body={t(`promoCodes.${verb}Body`)}
        confirmLabel={t(`promoCodes.${verb}`)}
        danger={!paused}
        loading={pause.isPending}
        error={pause.error}
        onConfirm={confirm}
        onClose={close}
      />
    </li>
  );
}
