import { useTranslation } from 'react-i18next';
import { useSession } from '@/app/session/use-session';
import { ButtonLink } from '@/ui/button';
import { Empty } from '@/ui/empty';
import { QrIcon } from '@/ui/icons';
import { Spinner } from '@/ui/spinner';
import { errorText } from '@/app/api/api-message';
import type { SessionUser } from '@opentip/shared/schemas/user.schema';
import { QrCard } from './qr-card';
import { ReceivingNamespace } from './receiving-namespace';
import { useQrCodeQuery } from './use-qr-code.query';
import './qr-home.css';

function VisitorQr() {
  const { t } = useTranslation('receiving');
  return (
    <div className="page">
      <Empty
        icon={<QrIcon />}
        title={t('qr.title')}
        body={t('qr.visitorBody')}
        action={
          <div className="row">
            <ButtonLink to="/login">{t('qr.logIn')}</ButtonLink>
            <ButtonLink to="/roles" variant="secondary">
              {t('qr.signUp')}
            </ButtonLink>
          </div>
        }
      />
    </div>
  );
}

function GiverQr() {
  const { t } = useTranslation('receiving');
  return (
    <div className="page">
      <Empty
        icon={<QrIcon />}
        title={t('qr.title')}
        body={t('qr.giverBody')}
        action={<ButtonLink to="/QRScan">{t('qr.scanToTip')}</ButtonLink>}
      />
    </div>
  );
}

function ReceiverQr({ user }: { user: SessionUser }) {
  const { t } = useTranslation('receiving');
  const { t: tm } = useTranslation();
  const qr = useQrCodeQuery(user.id);
  if (qr.isPending) return <Spinner fullPage />;
  if (qr.isError) {
    return (
      <div className="page">
        <Empty icon={<QrIcon />} title={t('qr.title')} body={errorText(tm, qr.error)} />
      </div>
    );
  }
  return (
    <div className="page qr-page">
      <h1 className="page__title">{t('qr.title')}</h1>
      <p className="page__lead">{t('qr.lead')}</p>
      <QrCard user={user} qr={qr.data} />
    </div>
  );
}

/** /qrhome: the receiver's QR code and unique ID, to show, copy, share, download and print. */
export default function QrHomePage() {
  const session = useSession();
  const user = session?.user;
  return (
    <ReceivingNamespace>
      {!user ? <VisitorQr /> : user.userType === 'payer' ? <GiverQr /> : <ReceiverQr user={user} />}
    </ReceivingNamespace>
  );
}
