import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/ui/spinner';
import { loginReturnState } from '../return-to';
import { Brand } from './brand';
import { LanguageButton } from './language-button';
import './public-layout.css';

/** Visitor layout: a light header with the language switch and sign-in links, and a footer. */
export function PublicLayout() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  const location = useLocation();
  const returnState = loginReturnState(location.pathname, location.search, location.state);
  return (
    <div className="public-shell">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className="public-header">
        <Brand />
        <div className="public-header__actions">
          <LanguageButton />
          <Link to="/login" state={returnState} className="public-header__link">
            {t('auth.login.link')}
          </Link>
          <Link to="/roles" className="btn btn--primary btn--md public-header__cta">
            {t('auth.signUp.link')}
          </Link>
        </div>
      </header>
      <main id="main" className="public-main" tabIndex={-1}>
        <Suspense fallback={<Spinner fullPage />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="public-footer">
        <nav aria-label={t('footer.label')} className="public-footer__links">
          <Link to="/welcome">{t('footer.about')}</Link>
          <Link to="/PrivacyPolicy">{t('footer.privacy')}</Link>
          <Link to="/ImportantInformation">{t('footer.important')}</Link>
          <Link to="/app-links">{t('footer.apps')}</Link>
          <Link to="/Subscription">{t('footer.plans')}</Link>
        </nav>
        <p className="public-footer__copy">{t('footer.copyright', { year })}</p>
      </footer>
    </div>
  );
}
