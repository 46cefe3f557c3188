import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { ROUTE_ACCESS } from '@opentip/shared/routes';
import { ShellLayout } from './layout/shell-layout';
import { RouteGuard } from './route-guard';
import { SCREENS } from './screens';

const NotFoundPage = lazy(() => import('./not-found-page'));

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
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
