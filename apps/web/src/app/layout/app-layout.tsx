import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { deriveRole } from '@opentip/shared/roles';
import { Avatar } from '@/ui/avatar';
import { Drawer } from '@/ui/drawer';
import { MenuIcon } from '@/ui/icons';
import { Spinner } from '@/ui/spinner';
import type { Session } from '../session/session-persistence';
import { useProfileQuery } from '../api/use-profile.query';
import { useLiveNamespace } from '../live/live-namespace';
import { useLiveUpdates } from '../live/use-live-updates';
import { useUnreadCounts } from '../live/use-unread-counts';
import { Brand } from './brand';
import { NavList } from './nav-list';
import { LogoutDialog } from './logout-dialog';
import { useNoteQrVisit } from './use-note-qr-visit';
import './app-layout.css';

/** Signed-in layout: side menu from 768 px, a header with a drawer below (SPEC 2). */
export function AppLayout({ session }: { session: Session }) {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [logoutOpen, setLogoutOpen] = useState(false);
  useProfileQuery(true);
  useLiveUpdates();
  const unread = useUnreadCounts();
  const unreadTotal = unread.chat + unread.notifications;
  const liveNs = useLiveNamespace();
  const { user } = session;
  useNoteQrVisit(user);
  const askLogout = () => {
    setDrawerOpen(false);
    setLogoutOpen(true);
  };
  const userCard = (
    <div className="user-card">
      <Avatar name={user.username} src={user.profileImg} />
      <div className="user-card__text">
        <span className="user-card__name">{user.username}</span>
        <span className="user-card__role">{t(`roles.${deriveRole(user)}`)}</span>
      </div>
    </div>
  );
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className="app-header">
        <button
          type="button"
          className="icon-button menu-button"
          onClick={() => setDrawerOpen(true)}
          aria-label={[
            t('nav.openMenu'),
            // Each count where it is found: messages in Chat, notifications on their page.
            ...(unread.chat > 0 ? [t('unreadMessages', { ns: liveNs, count: unread.chat })] : []),
            ...(unread.notifications > 0
              ? [t('unreadNotifications', { ns: liveNs, count: unread.notifications })]
              : []),
          ].join(', ')}
          aria-expanded={drawerOpen}
        >
          <MenuIcon />
          {/* On a phone the menu's counts are in the drawer: the button says something waits there. */}
          {unreadTotal > 0 && <span className="menu-button__dot" aria-hidden="true" />}
        </button>
        <Brand to="/Home" />
        <Avatar name={user.username} src={user.profileImg} size={34} />
      </header>
      <aside className="side-menu">
        <Brand to="/Home" />
        {userCard}
        <NavList onLogout={askLogout} />
      </aside>
      <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} label={t('nav.menu')}>
        <div className="drawer__head">
          <Brand to="/Home" />
        </div>
        {userCard}
        <NavList onNavigate={() => setDrawerOpen(false)} onLogout={askLogout} />
      </Drawer>
      <main id="main" className="app-main" tabIndex={-1}>
        <Suspense fallback={<Spinner fullPage />}>
          <Outlet />
        </Suspense>
      </main>
      <LogoutDialog open={logoutOpen} onClose={() => setLogoutOpen(false)} />
    </div>
  );
}
