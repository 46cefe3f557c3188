import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { PublicStation } from '@opentip/shared/schemas/stations.schema';
import { errorText } from '@/app/api/api-message';
import { useSession } from '@/app/session/use-session';
import { useNotify } from '@/app/use-notify';
import { Avatar } from '@/ui/avatar';
import { Button } from '@/ui/button';
import { Empty } from '@/ui/empty';
import { InfoIcon, QrIcon, UsersIcon } from '@/ui/icons';
import { Spinner } from '@/ui/spinner';
import { StationsNamespace } from './stations-namespace';
import { useClockInByCodeMutation, usePublicStationQuery } from './use-public-station.query';
import './stations.css';

/** The choices: each person on duty, then everyone (the pool); with nobody on duty, only the pool. */
function Choices({
  station,
  chosen,
  onChoose,
}: {
  station: PublicStation;
  chosen: string | null;
  onChoose: (payee: string) => void;
}) {
  const { t } = useTranslation('stations');
  const pool = station.pool;
  return (
    <fieldset className="station-choices">
      <legend className="section-title">{t('guest.choose')}</legend>
      {station.onDuty.map((person) => (
        <label key={person.payee} className="station-choice" data-testid="station-choice">
          <input
            type="radio"
            name="payee"
            value={person.payee}
            checked={chosen === person.payee}
            onChange={() => onChoose(person.payee)}
          />
          <Avatar name={person.username} src={person.profileImg} size={48} />
          <span className="station-choice__name">{person.fullName || person.username}</span>
        </label>
      ))}
      {pool && (
        <label className="station-choice" data-testid="station-choice-pool">
          <input
            type="radio"
            name="payee"
            value={pool.payee}
            checked={chosen === pool.payee}
            onChange={() => onChoose(pool.payee)}
          />
          <span className="station-choice__icon" aria-hidden="true">
            <UsersIcon />
          </span>
          <span className="station-choice__name">
            {t('guest.everyone')}
            <small>{t('guest.everyoneHint', { team: station.team.name })}</small>
          </span>
        </label>
      )}
    </fieldset>
  );
}

function Station({ code }: { code: string }) {
  const { t } = useTranslation('stations');
  const { t: tm } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const notify = useNotify();
  const station = usePublicStationQuery(code);
  const clockIn = useClockInByCodeMutation(code);
  const [picked, setPicked] = useState<string | null>(null);
  if (station.isPending) return <Spinner fullPage />;
  if (station.isError)
    return (
      <div className="page">
        <Empty icon={<QrIcon />} title={tm('screens.station')} body={errorText(tm, station.error)} />
      </div>
    );
  const data = station.data;
  const nobody = data.onDuty.length === 0;
  // With nobody on duty the pool is the one choice, already made.
  const chosen = picked ?? (nobody ? (data.pool?.payee ?? null) : null);
  return (
    <div className="page page--narrow stack station-page">
      <header>
        <p className="station-page__team">{data.team.name}</p>
        <h1 className="page__title">{data.name}</h1>
      </header>
      {nobody && (
        <p className="notice" role="status" data-testid="station-nobody">
          <InfoIcon />
          <span>{data.pool ? t('guest.nobody', { team: data.team.name }) : t('guest.noPool')}</span>
        </p>
      )}
      {!nobody && <p className="page__lead">{t('guest.lead', { count: data.onDuty.length })}</p>}
      <Choices station={data} chosen={chosen} onChoose={setPicked} />
      <Button
        block
        size="lg"
        disabled={!chosen}
        onClick={() => chosen && void navigate(`/tip-receiver-details/${encodeURIComponent(chosen)}`)}
      >
        {t('guest.continue')}
      </Button>
      {session && (
        <div className="station-page__member">
          <p>{t('guest.memberHint')}</p>
          <Button
            variant="secondary"
            loading={clockIn.isPending}
            onClick={() =>
              clockIn.mutate(undefined, {
                onSuccess: (result) => {
                  notify.apiSuccess(result.message, 'clockedIn');
                  void station.refetch();
                },
                onError: (error) => notify.apiError(error),
              })
            }
          >
            {t('guest.clockInHere')}
          </Button>
        </div>
      )}
    </div>
  );
}

/** /station/:code: what a guest's phone opens from a station's QR code. */
export default function StationPage() {
  const { code = '' } = useParams();
  return (
    <StationsNamespace>
      <Station key={code} code={code} />
    </StationsNamespace>
  );
}
