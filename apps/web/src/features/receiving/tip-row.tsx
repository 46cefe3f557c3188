import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TipTransaction } from '@opentip/shared/schemas/tips.schema';
import { Avatar } from '@/ui/avatar';
import { Button } from '@/ui/button';
import { PaymentLabel } from './payment-label';
import { isRefundable } from './refund-amount';
import { RefundDialog } from './refund-dialog';
import { TipDetailDialog } from './tip-detail-dialog';
import { TipWords } from './tip-words';
import { useMoney } from './use-money';
import { amountFor, type Side } from './tip-figures';

/** One tip: who, when, how, the money on the viewer's side (net for a receiver), and its refund. */
export function TipRow({ tip, side }: { tip: TipTransaction; side: Side }) {
  const { t, i18n } = useTranslation('receiving');
  const [open, setOpen] = useState<'refund' | 'detail' | null>(null);
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
        {tip.feedback && <p className="tip-row__meta">{t('list.rated', { count: tip.feedback.rating })}</p>}
        <TipWords tip={tip} />
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
        <div className="tip-row__actions">
          <Button
            variant="ghost"
            className="tip-row__action"
            aria-label={t('detail.action', { who })}
            onClick={() => setOpen('detail')}
          >
            {t('detail.button')}
          </Button>
          {side === 'received' && isRefundable(tip) && (
            <Button
              variant="ghost"
              className="tip-row__action"
              aria-label={t('refund.action', { who })}
              onClick={() => setOpen('refund')}
            >
              {t('refund.button')}
            </Button>
          )}
        </div>
      </div>
      {open === 'refund' && <RefundDialog tip={tip} who={who} onClose={() => setOpen(null)} />}
      {open === 'detail' && <TipDetailDialog tip={tip} side={side} who={who} onClose={() => setOpen(null)} />}
    </li>
  );
}
