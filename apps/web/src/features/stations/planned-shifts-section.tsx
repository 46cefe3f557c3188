import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScheduledShift, Station } from '@opentip/shared/schemas/stations.schema';
import { useNotify } from '@/app/use-notify';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/dialog';
import { formatTime } from './format-time';
import { PlanShiftDialog } from './plan-shift-dialog';
import { usePlanMutation, useScheduledShiftsQuery } from './use-scheduled-shifts.query';

/** Shifts planned ahead: who works where and when; managers plan and cancel them. */
export function PlannedShiftsSection({ teamId, stations }: { teamId: string; stations: Station[] }) {
  const { t, i18n } = useTranslation('stations');
  const notify = useNotify();
  const planned = useScheduledShiftsQuery(teamId);
  const cancel = usePlanMutation(teamId);
  const [planning, setPlanning] = useState(false);
  const [cancelling, setCancelling] = useState<ScheduledShift | null>(null);
  const list = planned.data ?? [];
  const when = (s: ScheduledShift) =>
    `${formatTime(s.startsAt, i18n.language)} – ${formatTime(s.endsAt, i18n.language)}`;
  return (
    <section className="card stack" aria-labelledby="planned-title" data-testid="planned-shifts">
      <div className="stations-head">
        <h2 id="planned-title" className="section-title">
          {t('plannedTitle')}
        </h2>
        {stations.length > 0 && (
          <Button variant="secondary" onClick={() => setPlanning(true)}>
            {t('plan')}
          </Button>
        )}
      </div>
      {list.length === 0 && <p className="station-card__nobody">{t('noPlanned')}</p>}
      <ul className="shift-list">
        {list.map((shift) => (
          <li key={shift.id} className="shift-row" data-testid="planned-row">
            <span className="shift-row__text">
              <strong>{shift.member.fullName || shift.member.username}</strong>
              <small>
                <bdi>{shift.stationName}</bdi> · <bdi>{when(shift)}</bdi>
              </small>
            </span>
            <Button variant="ghost" onClick={() => setCancelling(shift)}>
              {t('cancelPlanned')}
            </Button>
          </li>
        ))}
      </ul>
      {planning && <PlanShiftDialog teamId={teamId} stations={stations} onClose={() => setPlanning(false)} />}
      {cancelling && (
        <ConfirmDialog
          open
          danger
          title={t('cancelPlannedTitle')}
          body={t('cancelPlannedBody', {
            name: cancelling.member.fullName || cancelling.member.username,
            station: cancelling.stationName,
            time: when(cancelling),
          })}
          confirmLabel={t('cancelPlanned')}
          loading={cancel.isPending}
          onClose={() => setCancelling(null)}
          onConfirm={() =>
            cancel.mutate(
              { kind: 'cancel', id: cancelling.id },
              {
                onSuccess: (result) => {
                  notify.apiSuccess(result.message, 'scheduledShiftCancelled');
                  setCancelling(null);
                },
                onError: (error) => notify.apiError(error),
              },
            )
          }
        />
      )}
    </section>
  );
}
