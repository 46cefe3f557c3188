import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Shift } from '@opentip/shared/schemas/stations.schema';
import { Avatar } from '@/ui/avatar';
import { Button } from '@/ui/button';
import { CorrectShiftDialog } from './correct-shift-dialog';
import { formatTime } from './format-time';
import { useShiftsQuery } from './use-shifts.query';

/** Who is on now and the last week's shifts; a manager corrects one (a forgotten clock-out). */
export function ShiftsSection({ teamId }: { teamId: string }) {
  const { t, i18n } = useTranslation('stations');
  const shifts = useShiftsQuery(teamId);
  const [editing, setEditing] = useState<Shift | null>(null);
  const list = shifts.data ?? [];
  return (
    <section className="card stack" aria-labelledby="shifts-title">
      <h2 id="shifts-title" className="section-title">
        {t('shiftsTitle')}
      </h2>
      {list.length === 0 && <p className="station-card__nobody">{t('noShifts')}</p>}
      <ul className="shift-list">
        {list.map((shift) => (
          <li key={shift.id} className="shift-row" data-testid="shift-row" data-member={shift.member.userId}>
            <Avatar name={shift.member.username} src={shift.member.profileImg} size={32} />
            <span className="shift-row__text">
              <strong>{shift.member.fullName || shift.member.username}</strong>
              <small>
                <bdi>{shift.stationName}</bdi> · <bdi>{formatTime(shift.clockedInAt, i18n.language)}</bdi> –{' '}
                <bdi>{shift.clockedOutAt ? formatTime(shift.clockedOutAt, i18n.language) : t('open')}</bdi>
              </small>
            </span>
            <Button variant="secondary" onClick={() => setEditing(shift)}>
              {t('correct')}
            </Button>
          </li>
        ))}
      </ul>
      {editing && <CorrectShiftDialog teamId={teamId} shift={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}
