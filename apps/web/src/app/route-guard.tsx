import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { redirectFor } from '@opentip/shared/routes';
import { useAccessKind } from './session/use-session';

/** SPEC 2 access rule: a signed-in user on a route not theirs goes to /Home, a visitor to /welcome. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const kind = useAccessKind();
  const target = redirectFor(location.pathname, kind);
  // The visitor comes back here after signing in (return-to.ts checks it is a path of this site).
  const from = location.pathname + location.search;
  if (target) return <Navigate to={target} replace state={{ from }} />;
  return children;
}
