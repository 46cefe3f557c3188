import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LogoutIcon } from '@/ui/icons';
import { useLiveNamespace } from '../live/live-namespace';
import { useUnreadCounts } from '../live/use-unread-counts';
import { deriveRole } from '@opentip/shared/roles';
import { useSession } from '../session/use-session';
import { isNavActive, navItemsFor } from './nav-items';
import './nav-badge.css';

interface NavListProps {
  onNavigate?: () => void;
  onLogout: () => void;
}

export function NavList({ onNavigate, onLogout }: NavListProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const unread = useUnreadCounts();
  const liveNs = useLiveNamespace();
  const session = useSession();
  const items = session ? navItemsFor(deriveRole(session.user)) : [];
  return (
    <nav className="nav" aria-label={t('nav.main')}>
      <ul className="nav__list">
        {items.map((item) => {
          const active = isNavActive(item, pathname);
          const count = item.badge ? unread[item.badge] : 0;
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
                {count > 0 && (
                  <>
                    <span className="nav__badge" aria-hidden="true">
                      {count > 99 ? '99+' : count}
                    </span>
                    <span className="visually-hidden">{t('unread', { ns: liveNs, count })}</span>
                  </>
                )}
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
