import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/ui/button';
import { useSession } from '@/app/session/use-session';
import { StaticPage } from './static-page';

export const APP_STORE_URL = 'https://apps.apple.com/app/opentip';
export const PLAY_STORE_URL = 'https://play.google.com/store/apps/details?id=app.opentip';

/** /app-links: where to get the mobile apps. */
export default function AppLinksPage() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <StaticPage ns="appLinks" sections={['web']}>
      <div className="app-badges">
        <a
          className="btn btn--primary btn--md"
          href={APP_STORE_URL}
          rel="noopener noreferrer"
          target="_blank"
        >
          {t('appLinks.appStore')}
        </a>
        <a
          className="btn btn--primary btn--md"
          href={PLAY_STORE_URL}
          rel="noopener noreferrer"
          target="_blank"
        >
          {t('appLinks.playStore')}
        </a>
        <ButtonLink to={session ? '/Home' : '/welcome'} variant="secondary">
          {t('appLinks.continueWeb')}
        </ButtonLink>
      </div>
    </StaticPage>
  );
}
