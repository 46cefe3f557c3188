import { useTranslation } from 'react-i18next';
import { useSession } from '@/app/session/use-session';
import { ButtonLink } from '@/ui/button';
import { Empty } from '@/ui/empty';

/** A tipping screen opened with no receiver chosen (a bookmark, another tab, a finished tip). */
export function NoTip() {
  const { t } = useTranslation('tipping');
  const session = useSession();
  return (
    <div className="page tip-page">
      <Empty
        title={t('noTip.title')}
        body={t('noTip.body')}
        action={
          <ButtonLink to={session ? '/QRScan' : '/welcome'} variant="secondary">
            {t(session ? 'noTip.scan' : 'noTip.welcome')}
          </ButtonLink>
        }
      />
    </div>
  );
}
