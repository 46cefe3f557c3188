import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PoolOverview, PoolPreview } from '@opentip/shared/schemas/team-pool.schema';
import { useNotify } from '@/app/use-notify';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { amountsText } from './pool-format';
import { useShareOutMutation } from './use-share-out.mutation';

/** How many members would receive something: the preview's shares, else the policy's weights. */
function receivers(overview: PoolOverview, preview: PoolPreview | undefined): number {
  if (preview) return new Set(preview.shares.filter((s) => s.amount > 0).map((s) => s.userId)).size;
  return overview.policy.members.filter((member) => member.weight > 0).length;
}

/** "Share out now" (owner and admins), only after a confirmation that says what goes to how many. */
export function ShareOut(props: {
  teamId: string;
  overview: PoolOverview;
  preview: PoolPreview | undefined;
}) {
  const { t, i18n } = useTranslation('teams');
  const { t: tm } = useTranslation();
  const notify = useNotify();
  const shareOut = useShareOutMutation(props.teamId);
  const [open, setOpen] = useState(false);
  const pools = (props.preview?.pools ?? props.overview.pools).filter((pool) => pool.amount > 0);
  const count = receivers(props.overview, props.preview);
  const close = () => !shareOut.isPending && setOpen(false);
  const confirm = () =>
    shareOut.mutate(undefined, {
      onSuccess: ({ message }) => notify.apiSuccess(message, 'poolShared'),
      onError: (error) => notify.apiError(error),
      onSettled: () => setOpen(false),
    });
  return (
    <div className="pool-share-out">
      <Button onClick={() => setOpen(true)} disabled={pools.length === 0}>
        {t('pool.share.action')}
      </Button>
      {pools.length === 0 && <p className="form-note">{t('pool.share.nothing')}</p>}
      <Dialog
        open={open}
        onClose={close}
        title={t('pool.share.confirmTitle')}
        footer={
          <>
            <Button variant="secondary" onClick={close} disabled={shareOut.isPending} data-autofocus>
              {tm('common.cancel')}
            </Button>
            <Button onClick={confirm} loading={shareOut.isPending}>
              {t('pool.share.confirm')}
            </Button>
          </>
        }
      >
        <p className="dialog__text">
          {t('pool.share.confirmBody', { count, amounts: amountsText(pools, i18n.language) })}
        </p>
        {shareOut.isPending && (
          <p className="pool-progress" role="status">
            {t('pool.share.running')}
          </p>
        )}
      </Dialog>
    </div>
  );
}
