import { useTranslation } from 'react-i18next';
import type { Station } from '@opentip/shared/schemas/stations.schema';
import { useNotify } from '@/app/use-notify';
import { Avatar } from '@/ui/avatar';
import { Button } from '@/ui/button';
import { downloadStationQr, type StationQrFormat } from './download-station-qr';
import { formatTime } from './format-time';

const FORMATS: readonly StationQrFormat[] = ['png', 'svg', 'pdf'];

/** One station: its name, code, who is on duty, its QR files, rename and delete. */
export function StationCard(props: { station: Station; onRename: () => void; onDelete: () => void }) {
  const { station } = props;
  const { t, i18n } = useTranslation('stations');
  const notify = useNotify();
  const download = (format: StationQrFormat) =>
    downloadStationQr(station.id, format, i18n.language).catch((error: unknown) => notify.apiError(error));
  return (
    <li className="card station-card" data-testid="station-card">
      <div className="station-card__head">
        <h2 className="station-card__name">{station.name}</h2>
        <code className="station-card__code" dir="ltr">
          {station.code}
        </code>
      </div>
      {station.onDuty.length === 0 ? (
        <p className="station-card__nobody">{t('nobodyOnDuty')}</p>
      ) : (
        <ul className="station-people" aria-label={t('onDuty')}>
          {station.onDuty.map((shift) => (
            <li key={shift.id} className="station-person">
              <Avatar name={shift.member.username} src={shift.member.profileImg} size={32} />
              <span>
                <strong>{shift.member.fullName || shift.member.username}</strong>
                <small>{t('since', { time: formatTime(shift.clockedInAt, i18n.language) })}</small>
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className="station-card__actions">
        <span className="station-card__label">{t('download')}</span>
        {FORMATS.map((format) => (
          <Button key={format} variant="secondary" onClick={() => void download(format)}>
            {format.toUpperCase()}
          </Button>
        ))}
      </div>
      <div className="row">
        <Button variant="ghost" onClick={props.onRename}>
          {t('rename')}
        </Button>
        <Button variant="danger" onClick={props.onDelete}>
          {t('delete')}
        </Button>
      </div>
    </li>
  );
}
