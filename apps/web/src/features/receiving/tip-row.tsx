import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TipTransaction } from '@opentip/shared/schemas/tips.schema';
import { Avatar } from '@/ui/avatar';
import { Button } from '@/ui/button';
import { isRefundable } from './refund-amount';
import { RefundDialog } from './refund-dialog';
import { useMoney } from './use-money';
import { amountFor, type Side } from './tip-figures';

function PaymentLabel({ tip }: { tip: TipTransaction }) {
  const { t } = useTranslation('receiving');
  if (tip.paymentType !== 'card') return <>{t(`list.paymentTypes.${tip.paymentType}`)}</>;
  if (!tip.card) return <>{t('list.paymentTypes.card')}</>;
  return <bdi dir="ltr">{`${tip.card.brand.toUpperCase()} •••• ${tip.card.last4}`}</bdi>;
}

/** One tip: who, when, how, the money on the viewer's side (net for a receiver), and its refund. */
export function TipRow({ tip, side }: { tip: TipTransaction; side: Side }) {
  const { t, i18n } = useTranslation('receiving');
  const [refunding, setRefunding] = useState(false);
  const format = useMoney();
  const money = (minor: number) => format(minor, tip.currency);
  const who = side === 'received' ? (tip.giver?.username ?? t('list.guest')) : tip.payee.username;
  const photo = side === 'received' ? (tip.giver?.profileImg ?? null) : tip.payee.profileImg;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(tip.createdAt),
  );
  const { amounts } = tip;
  return (
    <li className="tip-row" data-testid="tip-row">
      <Avatar name={who} src={photo} size={40} />
      <div className="tip-row__main">
        <div className="tip-row__title">
          <span className="tip-row__who">{who}</span>
          <span className={`tip-badge tip-badge--${side}`}>
            <span aria-hidden="true">{side === 'received' ? '↓' : '↑'}</span> {t(`list.side.${side}`)}
          </span>
        </div>
        <p className="tip-row__meta">
          <time dateTime={tip.createdAt}>{when}</time> · <PaymentLabel tip={tip} />
        </p>
        {tip.comment && <p className="tip-row__comment">“{tip.comment}”</p>}
        {tip.feedback && <p className="tip-row__meta">{t('list.rated', { count: tip.feedback.rating })}</p>}
      </div>
      <div className="tip-row__money">
        <strong className="tip-row__amount" data-testid="tip-amount">
          {money(amountFor(tip, side))}
        </strong>
        {side === 'received' ? (
          <span className="tip-row__detail" data-testid="tip-breakdown">
            {t(tip.coverFee ? 'list.feeCovered' : 'list.receivedBreakdown', {
              tip: money(amounts.tip),
              fee: money(amounts.fee),
            })}
          </span>
        ) : (
          amounts.total !== amounts.tip && (
            <span className="tip-row__detail" data-testid="tip-breakdown">
              {t('list.sentBreakdown', { tip: money(amounts.tip), fee: money(amounts.total - amounts.tip) })}
            </span>
          )
        )}
        {tip.refundedAmount > 0 && (
          <span className="tip-row__refund" data-testid="tip-refunded">
            {t('list.refunded', { amount: money(tip.refundedAmount) })}
          </span>
        )}
        {side === 'received' && isRefundable(tip) && (
          <Button
            variant="ghost"
            className="tip-row__action"
            aria-label={t('refund.action', { who })}
            onClick={() => setRefunding(true)}
          >
            {t('refund.button')}
          </Button>
        )}
      </div>
      {refunding && <RefundDialog tip={tip} who={who} onClose={() => setRefunding(false)} />}
    </li>
  );
}
