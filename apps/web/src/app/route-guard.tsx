import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { VISITOR } from '@opentip/shared/roles';
import { USER_HOME, VISITOR_HOME, redirectFor } from '@opentip/shared/routes';
import { returnTarget } from './return-to';
import { useAccessKind } from './session/use-session';

/**
 * SPEC 2 access rule: a signed-in user on a route not theirs goes to /Home, a visitor to /welcome.
 * The visitor's path travels along, so that once signed in (which leaves them on a visitor-only
 * page) they are taken back to it when they may open it (return-to.ts keeps it on this site).
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const kind = useAccessKind();
  // The app's API refuses an administrator's token (adminNotForAppUse): their place is the console.
  if (kind === 'admin') return <Navigate to="/admin" replace />;
  const target = redirectFor(location.pathname, kind);
  if (!target) return children;
  if (kind !== VISITOR) return <Navigate to={returnTarget(location.state, kind)} replace />;
  return <Navigate to={target} replace state={{ from: location.pathname + location.search }} />;
}

/** /admin/*: administrators only; anyone else gets the SPEC 2 redirect, a visitor keeping the path. */
export function AdminRouteGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const kind = useAccessKind();
  if (kind === 'admin') return children;
  if (kind !== VISITOR) return <Navigate to={USER_HOME} replace />;
  return <Navigate to={VISITOR_HOME} replace state={{ from: location.pathname + location.search }} />;
}
