import type { AnchorHTMLAttributes } from 'react';

/**
 * Stands in for `react-router` in the guest page's bundle (see vite.guest.config.ts): the page has
 * no router, so a link is a plain link and opens the full app with a page load. Anything else of
 * the router imported into the guest graph fails the build, on purpose.
 */
export function Link({ to, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  return <a href={to} {...rest} />;
}
