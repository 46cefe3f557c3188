import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LogoutIcon } from '@/ui/icons';
import { ADMIN_NS } from '../admin-namespace';
import { ADMIN_NAV_ITEMS, isAdminNavActive } from './admin-nav-items';

interface AdminNavProps {
  email: string;
  onNavigate?: () => void;
  onSignOut: () => void;
}

/** The console's menu: its sections, then who is signed in and the way out. */
export function AdminNav({ email, onNavigate, onSignOut }: AdminNavProps) {
  const { t } = useTranslation(ADMIN_NS);
  const { pathname } = useLocation();
  return (
    <nav className="nav" aria-label={t('shell.title')}>
      <ul className="nav__list">
        {ADMIN_NAV_ITEMS.map((item) => {
          const active = isAdminNavActive(item.to, pathname);
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                className={`nav__link${active ? ' nav__link--active' : ''}`}
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
              >
                <span>{t(item.labelKey)}</span>
              </Link>
            </li>
          );
        })}
        <li className="nav__logout">
          <p className="admin-nav__who">{t('shell.signedInAs', { email })}</p>
          <button type="button" className="nav__link" onClick={onSignOut}>
            <LogoutIcon />
            <span>{t('shell.signOut')}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
