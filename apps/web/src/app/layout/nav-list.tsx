import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LogoutIcon } from '@/ui/icons';
import { NAV_ITEMS, isNavActive } from './nav-items';

interface NavListProps {
  onNavigate?: () => void;
  onLogout: () => void;
}

export function NavList({ onNavigate, onLogout }: NavListProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav className="nav" aria-label={t('nav.main')}>
      <ul className="nav__list">
        {NAV_ITEMS.map((item) => {
          const active = isNavActive(item, pathname);
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                className={`nav__link${active ? ' nav__link--active' : ''}`}
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
              >
                <item.Icon />
                <span>{t(item.labelKey)}</span>
              </Link>
            </li>
          );
        })}
        <li className="nav__logout">
          <button type="button" className="nav__link" onClick={onLogout}>
            <LogoutIcon />
            <span>{t('nav.logout')}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
