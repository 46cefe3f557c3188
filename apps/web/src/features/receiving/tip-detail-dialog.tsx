import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TipTransaction } from '@opentip/shared/schemas/tips.schema';
import { useOpenThreadMutation } from '@/app/live/use-open-thread.mutation';
import { useSession } from '@/app/session/use-session';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { ChatIcon } from '@/ui/icons';
import { PaymentLabel } from './payment-label';
import { TipWords, tipWordsOf } from './tip-words';
import { amountFor, type Side } from './tip-figures';
import { useMoney } from './use-money';

interface Props {
  tip: TipTransaction;
  side: Side;
  /** The other side's name as the row shows it ("Guest" without an account). */
  who: string;
  onClose: () => void;
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="tip-detail__item">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * A paid tip joins its two people in a conversation (docs/conversations.md) when both have an
 * account: a guest's tip has nobody to write to.
 */
function useCanMessage(tip: TipTransaction, side: Side): boolean {
  const chatDisabled = useSession()?.user.chatDisabled === true;
  const other = side === 'received' ? tip.giver : tip.payee;
  return tip.status === 'succeeded' && other !== null && !chatDisabled;
}

function MessageAction({ tip, who }: { tip: TipTransaction; who: string }) {
  const { t } = useTranslation('receiving');
  const openThread = useOpenThreadMutation();
  return (
    <Button
      variant="secondary"
      icon={<ChatIcon width={18} height={18} />}
      loading={openThread.isPending}
      onClick={() => openThread.mutate({ transactionId: tip.id })}
    >
      {t('detail.message', { name: who })}
    </Button>
  );
}

/** Everything about one tip: amount, date, who, rating, what the giver wrote and its refunds. */
export function TipDetailDialog({ tip, side, who, onClose }: Props) {
  const { t, i18n } = useTranslation('receiving');
  const format = useMoney();
  const canMessage = useCanMessage(tip, side);
  const money = (minor: number) => format(minor, tip.currency);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeStyle: 'short' }).format(
    new Date(tip.createdAt),
  );
  const words = tipWordsOf(tip);
  const { amounts } = tip;
  const breakdown =
    side === 'received'
      ? t(tip.coverFee ? 'list.feeCovered' : 'list.receivedBreakdown', {
          tip: money(amounts.tip),
          fee: money(amounts.fee),
        })
      : t('list.sentBreakdown', { tip: money(amounts.tip), fee: money(amounts.total - amounts.tip) });
  const refund =
    tip.refundedAmount === 0
      ? t('detail.notRefunded')
      : tip.refundedAmount >= amounts.total
        ? t('detail.fullyRefunded', { amount: money(tip.refundedAmount) })
        : t('list.refunded', { amount: money(tip.refundedAmount) });
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('detail.title')}
      size="md"
      footer={canMessage ? <MessageAction tip={tip} who={who} /> : undefined}
    >
      <dl className="tip-detail" data-testid="tip-detail">
        <Item label={t(side === 'received' ? 'detail.amountReceived' : 'detail.amountSent')}>
          <strong className="tip-detail__amount">{money(amountFor(tip, side))}</strong>
          <span className="tip-detail__sub">{breakdown}</span>
        </Item>
        <Item label={t('detail.date')}>
          <time dateTime={tip.createdAt}>{when}</time>
        </Item>
        <Item label={t(side === 'received' ? 'detail.from' : 'detail.to')}>
          <bdi>{who}</bdi>
        </Item>
        <Item label={t('detail.payment')}>
          <PaymentLabel tip={tip} />
        </Item>
        <Item label={t('detail.rating')}>
          {tip.feedback ? t('list.rated', { count: tip.feedback.rating }) : t('detail.noRating')}
        </Item>
        <Item label={t('detail.words')}>
          {words.canned.length + words.comments.length > 0 ? (
            <TipWords tip={tip} full />
          ) : (
            t('detail.noWords')
          )}
        </Item>
        <Item label={t('detail.refund')}>{refund}</Item>
      </dl>
    </Dialog>
  );
}
