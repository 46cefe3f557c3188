import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@opentip/shared/schemas/user.schema';
import { ButtonLink } from '@/ui/button';
import { Avatar } from '@/ui/avatar';
import { InfoIcon } from '@/ui/icons';
import { QrActions } from './qr-actions';
import { QrCodeSvg } from '@/ui/qr-code-svg';
import { QrCopyRow } from './qr-copy-row';
import { usePayeeDetailsQuery } from './use-payee-details.query';
import type { QrIdentity } from '@opentip/shared/schemas/qr.schema';

/** The code as large as the screen allows, with the unique ID and link to type or send instead. */
export function QrCard({ user, qr }: { user: SessionUser; qr: QrIdentity }) {
  const { t } = useTranslation('receiving');
  const details = usePayeeDetailsQuery(qr.payeeCode);
  const cannotReceive = details.data?.paymentsEnabled === false;
  return (
    <div className="qr-layout">
      <section className="card qr-card" aria-labelledby="qr-owner">
        <div className="qr-card__owner">
          <Avatar name={user.username} src={user.profileImg} size={44} />
          <h2 id="qr-owner" className="qr-card__name">
            {user.username}
          </h2>
        </div>
        <div className="qr-card__code">
          <QrCodeSvg link={qr.link} label={t('qr.codeLabel', { name: user.username })} />
        </div>
        <p className="qr-card__hint">{t('qr.scanHint')}</p>
      </section>
      <div className="qr-side">
        {cannotReceive && (
          <div className="notice qr-notice" role="status">
            <InfoIcon />
            <div className="stack qr-notice__text">
              <span>{t('qr.notLinked')}</span>
              <ButtonLink to="/stripe" variant="secondary">
                {t('payout.link')}
              </ButtonLink>
            </div>
          </div>
        )}
        <section className="card stack" aria-label={t('qr.identity')}>
          <QrCopyRow kind="uniqueId" label={t('qr.uniqueId')} value={qr.uniqueId} />
          <QrCopyRow kind="link" label={t('qr.link')} value={qr.link} />
        </section>
        <QrActions link={qr.link} name={user.username} />
      </div>
    </div>
  );
}
