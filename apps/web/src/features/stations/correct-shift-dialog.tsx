import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Shift } from '@opentip/shared/schemas/stations.schema';
import { useNotify } from '@/app/use-notify';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { TextField } from '@/ui/field';
import { formatTime, toLocalInput } from './format-time';
import { useCorrectShiftMutation, useShiftChangesQuery } from './use-shifts.query';

const isoOf = (local: string) => {
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
};

/** A manager sets a shift's clock-in and clock-out with a reason; the shift's history is below. */
export function CorrectShiftDialog({
  teamId,
  shift,
  onClose,
}: {
  teamId: string;
  shift: Shift;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('stations');
  const { t: tm } = useTranslation();
  const notify = useNotify();
  const mutation = useCorrectShiftMutation(teamId);
  const changes = useShiftChangesQuery(shift.id);
  const [clockedIn, setClockedIn] = useState(toLocalInput(shift.clockedInAt));
  const [clockedOut, setClockedOut] = useState(shift.clockedOutAt ? toLocalInput(shift.clockedOutAt) : '');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError('shiftReasonRequired');
    mutation.mutate(
      {
        shiftId: shift.id,
        body: { clockedInAt: isoOf(clockedIn), clockedOutAt: isoOf(clockedOut), reason: reason.trim() },
      },
      {
        onSuccess: (result) => {
          notify.apiSuccess(result.message, 'shiftCorrected');
          onClose();
        },
        onError: (e) => notify.apiError(e),
      },
    );
  };
  const name = shift.member.fullName || shift.member.username;
  return (
    <Dialog open size="md" title={t('correctTitle', { name })} onClose={onClose}>
      <form className="stack" onSubmit={submit} noValidate>
        <p className="station-card__nobody">{shift.stationName}</p>
        <TextField
          type="datetime-local"
          label={t('clockedIn')}
          value={clockedIn}
          onChange={(e) => setClockedIn(e.target.value)}
        />
        <TextField
          type="datetime-local"
          label={t('clockedOut')}
          value={clockedOut}
          onChange={(e) => setClockedOut(e.target.value)}
        />
        <TextField
          label={t('reason')}
          value={reason}
          error={error}
          maxLength={300}
          onChange={(e) => {
            setReason(e.target.value);
            setError(undefined);
          }}
        />
        <div className="row row--end">
          <Button variant="secondary" onClick={onClose}>
            {tm('common.cancel')}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {t('correct')}
          </Button>
        </div>
      </form>
      <h3 className="station-history__title">{t('history')}</h3>
      <ol className="station-history">
        {(changes.data ?? []).map((change) => (
          <li key={change.id}>
            {t(`actions.${change.action}`)} · <bdi>{change.by.username}</bdi> ·{' '}
            <bdi>{formatTime(change.at, i18n.language)}</bdi>
            {change.reason && <q>{change.reason}</q>}
          </li>
        ))}
      </ol>
    </Dialog>
  );
}
