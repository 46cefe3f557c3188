import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { ROUTE_ACCESS } from '@opentip/shared/routes';
import { ShellLayout } from './layout/shell-layout';
import { Spinner } from '@/ui/spinner';
import { AdminRouteGuard, RouteGuard } from './route-guard';
import { SCREENS } from './screens';

const NotFoundPage = lazy(() => import('./not-found-page'));
// The administrator's console (issue 16) is not in SPEC 2's table: its own guard and layout.
const AdminArea = lazy(() => import('@/features/admin/admin-area'));
const AdminSetPasswordPage = lazy(() => import('@/features/auth/admin-set-password-page'));

/** One declarative table: every SPEC 2 path (case-sensitive) behind the guard, else not found. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<ShellLayout />}>
        {ROUTE_ACCESS.map(({ path }) => {
          const Screen = SCREENS[path];
          return (
            <Route
              key={path}
              path={path}
              caseSensitive
              element={
                <RouteGuard>
                  <Screen />
                </RouteGuard>
              }
            />
          );
        })}
        <Route path="/admin/set-password" element={<AdminSetPasswordPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route
        path="/admin/*"
        element={
          <AdminRouteGuard>
            <Suspense fallback={<Spinner fullPage />}>
              <AdminArea />
            </Suspense>
          </AdminRouteGuard>
        }
      />
    </Routes>
  );
}
