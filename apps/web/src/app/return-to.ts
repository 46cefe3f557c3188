import { VISITOR, type AccessKind } from '@opentip/shared/roles';
import { USER_HOME, findRoute, redirectFor } from '@opentip/shared/routes';

const BASE = 'http://opentip.invalid';

/**
 * A path on this site to come back to after signing in, or null. Only a plain "/path": "//host",
 * "/\host", "http:", "javascript:" and control characters would lead off the site (open redirect).
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // Browsers read a backslash as a slash, and drop tabs and newlines from URLs.
  if (value.includes('\\') || [...value].some((c) => c.charCodeAt(0) < 0x20 || c === '\u007f')) return null;
  try {
    const url = new URL(value, BASE);
    return url.origin === BASE ? url.pathname + url.search + url.hash : null;
  } catch {
    return null;
  }
}

/** The path a visitor was sent away from (the guard's state), passed on by the links to /login. */
export function returnPathOf(state: unknown): string | null {
  return safeReturnPath((state as { from?: unknown } | null)?.from);
}

/**
 * Where the public "Log in" link brings a visitor back to: the page they were sent away from, or the
 * page they are on when a signed-in user may open it too (a tip link, /qrhome). Never a visitor-only page.
 */
export function loginReturnState(
  pathname: string,
  search: string,
  state: unknown,
): { from: string } | undefined {
  const from = returnPathOf(state) ?? safeReturnPath(pathname + search);
  const route = from ? findRoute(new URL(from, BASE).pathname) : undefined;
  if (!from || !route?.allowed.some((kind) => kind !== VISITOR)) return undefined;
  return { from };
}

/** After signing in: back to where the visitor was going when the new user may open it, else /Home. */
export function returnTarget(state: unknown, kind: AccessKind): string {
  const from = returnPathOf(state);
  if (!from) return USER_HOME;
  const { pathname } = new URL(from, BASE);
  if (pathname === '/' || !findRoute(pathname)) return USER_HOME;
  return redirectFor(pathname, kind) === null ? from : USER_HOME;
}
