import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccessKind } from '@opentip/shared/roles';
import { useAccessKind } from '@/app/session/use-session';
import { useNotify } from '@/app/use-notify';
import { Button } from '@/ui/button';
import { SelectField } from '@/ui/field';
import { useClockMutation, useMyShiftQuery } from './use-my-shift.query';

// Who works shifts: a team's members and admins (the owner's account is the team itself).
const SHIFT_KINDS: readonly AccessKind[] = ['teamAdmin', 'teamMember', 'individualRole'];

/** /Home's shift card: on duty at a station since when, and one tap to clock in or out. */
export function ShiftCard() {
  const { t, i18n } = useTranslation('home');
  const kind = useAccessKind();
  const notify = useNotify();
  const mine = useMyShiftQuery(SHIFT_KINDS.includes(kind));
  const clock = useClockMutation();
  const [picked, setPicked] = useState('');
  const data = mine.data;
  if (!data?.team) return null;
  const { shift, stations } = data;
  const stationId = picked || stations[0]?.id || '';
  const tap = (target: string | null) =>
    clock.mutate(target, {
      onSuccess: (result) => notify.apiSuccess(result.message, target ? 'clockedIn' : 'clockedOut'),
      onError: (error) => notify.apiError(error),
    });
  const time = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(new Date(iso));
  return (
    <section className="card home-shift" aria-labelledby="home-shift-title" data-testid="home-shift">
      <h2 id="home-shift-title" className="home-shift__title">
        {t('shift.title')}
      </h2>
      {shift ? (
        <>
          <p className="home-shift__status home-shift__status--on">
            {t('shift.onAt', { station: shift.stationName, time: time(shift.clockedInAt) })}
          </p>
          <Button size="lg" block variant="secondary" loading={clock.isPending} onClick={() => tap(null)}>
            {t('shift.clockOut')}
          </Button>
        </>
      ) : stations.length === 0 ? (
        <p className="home-shift__status">{t('shift.noStations')}</p>
      ) : (
        <>
          <p className="home-shift__status">{t('shift.off')}</p>
          {stations.length > 1 && (
            <SelectField
              label={t('shift.station')}
              value={stationId}
              options={stations.map((s) => ({ value: s.id, label: s.name }))}
              onChange={(e) => setPicked(e.target.value)}
            />
          )}
          <Button size="lg" block loading={clock.isPending} onClick={() => tap(stationId)}>
            {stations.length === 1
              ? t('shift.clockInAt', { station: stations[0]?.name ?? '' })
              : t('shift.clockIn')}
          </Button>
        </>
      )}
    </section>
  );
}
