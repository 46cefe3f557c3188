import { Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Brand } from '@/app/layout/brand';
import { LogoutDialog } from '@/app/layout/logout-dialog';
import { useSession } from '@/app/session/use-session';
import { Drawer } from '@/ui/drawer';
import { MenuIcon } from '@/ui/icons';
import { Spinner } from '@/ui/spinner';
import { ADMIN_NS } from '../admin-namespace';
import { AdminNav } from './admin-nav';
import '@/app/layout/app-layout.css';
import './admin-shell.css';
import './admin-table.css';

/** The console's frame: a side menu from 768 px, a compact header with a menu below. */
export function AdminLayout() {
  const { t } = useTranslation(ADMIN_NS);
  const email = useSession()?.user.email ?? '';
  const [menuOpen, setMenuOpen] = useState(false);
  const [signOutOpen, setSignOutOpen] = useState(false);
  const title = t('shell.title');
  useEffect(() => {
    document.title = `${title} · OpenTip`;
  }, [title]);
  const askSignOut = () => {
    setMenuOpen(false);
    setSignOutOpen(true);
  };
  return (
    <div className="app-shell admin-shell">
      <header className="app-header">
        <button
          type="button"
          className="icon-button menu-button"
          onClick={() => setMenuOpen(true)}
          aria-label={t('shell.menu')}
          aria-expanded={menuOpen}
        >
          <MenuIcon />
        </button>
        <Brand to="/admin/people" />
        <span className="admin-shell__badge">{t('shell.title')}</span>
      </header>
      <aside className="side-menu">
        <Brand to="/admin/people" />
        <p className="admin-shell__badge admin-shell__badge--side">{t('shell.title')}</p>
        <AdminNav email={email} onSignOut={askSignOut} />
      </aside>
      <Drawer open={menuOpen} onClose={() => setMenuOpen(false)} label={t('shell.menu')}>
        <div className="drawer__head">
          <Brand to="/admin/people" />
        </div>
        <AdminNav email={email} onNavigate={() => setMenuOpen(false)} onSignOut={askSignOut} />
      </Drawer>
      <main id="main" className="app-main admin-main" tabIndex={-1}>
        <Suspense fallback={<Spinner fullPage />}>
          <Outlet />
        </Suspense>
      </main>
      <LogoutDialog open={signOutOpen} onClose={() => setSignOutOpen(false)} />
    </div>
  );
}
