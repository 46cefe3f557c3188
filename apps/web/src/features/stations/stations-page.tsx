import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Station } from '@opentip/shared/schemas/stations.schema';
import { errorText } from '@/app/api/api-message';
import { useSession } from '@/app/session/use-session';
import { useNotify } from '@/app/use-notify';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/dialog';
import { Empty } from '@/ui/empty';
import { QrIcon } from '@/ui/icons';
import { Spinner } from '@/ui/spinner';
import { PlannedShiftsSection } from './planned-shifts-section';
import { ShiftsSection } from './shifts-section';
import { StationCard } from './station-card';
import { StationNameDialog } from './station-name-dialog';
import { StationsNamespace } from './stations-namespace';
import { useStationMutation, useStationsQuery } from './use-stations.query';
import './stations.css';

type Editing = { kind: 'add' } | { kind: 'rename'; station: Station } | { kind: 'delete'; station: Station };

function Stations({ teamId }: { teamId: string }) {
  const { t } = useTranslation('stations');
  const { t: tm } = useTranslation();
  const notify = useNotify();
  const stations = useStationsQuery(teamId);
  const mutation = useStationMutation(teamId);
  const [editing, setEditing] = useState<Editing | null>(null);
  const close = () => setEditing(null);
  const run = (change: Parameters<typeof mutation.mutate>[0]) =>
    mutation.mutate(change, {
      onSuccess: (result) => {
        notify.apiSuccess(result.message);
        close();
      },
      onError: (error) => notify.apiError(error),
    });
  if (stations.isPending) return <Spinner fullPage />;
  if (stations.isError)
    return (
      <div className="page">
        <Empty icon={<QrIcon />} title={t('title')} body={errorText(tm, stations.error)} />
      </div>
    );
  const { team, stations: list } = stations.data;
  return (
    <div className="page page--wide stack stations-page">
      <header className="stations-head">
        <div>
          <h1 className="page__title">{t('title')}</h1>
          <p className="page__lead">{t('lead', { team: team.name })}</p>
        </div>
        <Button onClick={() => setEditing({ kind: 'add' })}>{t('add')}</Button>
      </header>
      {list.length === 0 ? (
        <Empty icon={<QrIcon />} headingLevel={2} title={t('empty')} body={t('emptyBody')} />
      ) : (
        <ul className="station-grid">
          {list.map((station) => (
            <StationCard
              key={station.id}
              station={station}
              onRename={() => setEditing({ kind: 'rename', station })}
              onDelete={() => setEditing({ kind: 'delete', station })}
            />
          ))}
        </ul>
      )}
      <ShiftsSection teamId={teamId} />
      <PlannedShiftsSection teamId={teamId} stations={list} />
      {editing?.kind === 'add' && (
        <StationNameDialog
          title={t('add')}
          initial=""
          busy={mutation.isPending}
          onClose={close}
          onSave={(name) => run({ kind: 'create', name })}
        />
      )}
      {editing?.kind === 'rename' && (
        <StationNameDialog
          title={t('renameTitle')}
          initial={editing.station.name}
          busy={mutation.isPending}
          onClose={close}
          onSave={(name) => run({ kind: 'rename', stationId: editing.station.id, name })}
        />
      )}
      {editing?.kind === 'delete' && (
        <ConfirmDialog
          open
          danger
          title={t('deleteTitle')}
          body={t('deleteBody', { name: editing.station.name })}
          confirmLabel={t('delete')}
          loading={mutation.isPending}
          onClose={close}
          onConfirm={() => run({ kind: 'delete', stationId: editing.station.id })}
        />
      )}
    </div>
  );
}

function StationsScreen() {
  const { t } = useTranslation('stations');
  const session = useSession();
  const [search] = useSearchParams();
  const teamId = search.get('teamId')?.trim() || session?.user.teamId;
  if (!teamId)
    return (
      <div className="page">
        <Empty icon={<QrIcon />} title={t('title')} body={t('noTeam')} />
      </div>
    );
  return <Stations key={teamId} teamId={teamId} />;
}

/** /stations?teamId=: a team's stations with their QR codes, who is on duty, and shifts to correct. */
export default function StationsPage() {
  return (
    <StationsNamespace>
      <StationsScreen />
    </StationsNamespace>
  );
}
