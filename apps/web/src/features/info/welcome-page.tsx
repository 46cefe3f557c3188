import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginReturnState } from '@/app/return-to';
import { TipByIdCard } from '@/app/tip-by-id-card';
import { ButtonLink } from '@/ui/button';
import { MailIcon } from '@/ui/icons';
import { MarketingPoints } from './marketing-points';
import './info.css';
import './welcome-page.css';

export const SUPPORT_EMAIL = 'support@opentip.app';

/** /welcome: about us — unique features, mission, connect with us, get started. */
export default function WelcomePage() {
  const { t } = useTranslation();
  const location = useLocation();
  // A visitor sent here from a signed-in page goes back to it after logging in.
  const returnState = loginReturnState(location.pathname, location.search, location.state);
  return (
    <>
      <section className="hero hero--compact">
        <div className="hero__inner hero__inner--single">
          <p className="hero__eyebrow">{t('welcome.eyebrow')}</p>
          <h1 className="hero__title">{t('welcome.title')}</h1>
          <p className="hero__lead">{t('welcome.lead')}</p>
          <div className="hero__actions">
            <ButtonLink to="/roles" size="lg">
              {t('common.getStarted')}
            </ButtonLink>
            <ButtonLink to="/login" state={returnState} size="lg" variant="secondary">
              {t('auth.login.link')}
            </ButtonLink>
          </div>
          <div className="hero__tip-by-id">
            <TipByIdCard />
          </div>
        </div>
      </section>
      <section className="section">
        <div className="section__inner">
          <h2 className="section__title">{t('welcome.featuresTitle')}</h2>
          <MarketingPoints />
        </div>
      </section>
      <section className="section section--tinted">
        <div className="section__inner section__inner--split">
          <div>
            <h2 className="section__title">{t('welcome.missionTitle')}</h2>
            <p className="section__text">{t('welcome.mission')}</p>
          </div>
          <div className="connect card">
            <h2 className="section__title">{t('welcome.connectTitle')}</h2>
            <p className="section__text">{t('welcome.connect')}</p>
            <a className="connect__mail" href={`mailto:${SUPPORT_EMAIL}`}>
              <MailIcon width={20} height={20} />
              <span dir="ltr">{SUPPORT_EMAIL}</span>
            </a>
            <ButtonLink to="/roles" block>
              {t('common.getStarted')}
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
