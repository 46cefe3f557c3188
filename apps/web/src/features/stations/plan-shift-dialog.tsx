import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Station } from '@opentip/shared/schemas/stations.schema';
import { useNotify } from '@/app/use-notify';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { SelectField, TextField } from '@/ui/field';
import { usePlanMutation, useShiftPeopleQuery } from './use-scheduled-shifts.query';

const isoOf = (local: string) => {
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
};

/** A manager plans a member's shift at a station: who, where, from when to when. */
export function PlanShiftDialog(props: { teamId: string; stations: Station[]; onClose: () => void }) {
  const { t } = useTranslation('stations');
  const { t: tm } = useTranslation();
  const notify = useNotify();
  const people = useShiftPeopleQuery(props.teamId);
  const plan = usePlanMutation(props.teamId);
  const [userId, setUserId] = useState('');
  const [stationId, setStationId] = useState(props.stations[0]?.id ?? '');
  const [startsAt, setStartsAt] = useState('');
  const [endsAt, setEndsAt] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    plan.mutate(
      { kind: 'plan', body: { userId, stationId, startsAt: isoOf(startsAt), endsAt: isoOf(endsAt) } },
      {
        onSuccess: (result) => {
          notify.apiSuccess(result.message, 'shiftScheduled');
          props.onClose();
        },
        onError: (error) => notify.apiError(error),
      },
    );
  };
  return (
    <Dialog open size="md" title={t('plan')} onClose={props.onClose}>
      <form className="stack" onSubmit={submit} noValidate>
        <SelectField
          label={t('member')}
          value={userId}
          placeholder={tm('common.select')}
          options={(people.data ?? []).map((p) => ({ value: p.userId, label: p.fullName || p.username }))}
          onChange={(e) => setUserId(e.target.value)}
        />
        <SelectField
          label={t('station')}
          value={stationId}
          options={props.stations.map((s) => ({ value: s.id, label: s.name }))}
          onChange={(e) => setStationId(e.target.value)}
        />
        <TextField
          type="datetime-local"
          label={t('startsAt')}
          value={startsAt}
          onChange={(e) => setStartsAt(e.target.value)}
        />
        <TextField
          type="datetime-local"
          label={t('endsAt')}
          value={endsAt}
          onChange={(e) => setEndsAt(e.target.value)}
        />
        <div className="row row--end">
          <Button variant="secondary" onClick={props.onClose}>
            {tm('common.cancel')}
          </Button>
          <Button type="submit" loading={plan.isPending} disabled={!userId || !stationId}>
            {t('plan')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
