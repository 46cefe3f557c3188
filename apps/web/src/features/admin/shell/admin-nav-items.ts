/** The console's sections, in menu order; labels are keys of the admin namespace. */
export const ADMIN_NAV_ITEMS = [
  { to: '/admin/people', labelKey: 'shell.nav.people' },
  { to: '/admin/tips', labelKey: 'shell.nav.tips' },
  { to: '/admin/support', labelKey: 'shell.nav.support' },
  { to: '/admin/businesses', labelKey: 'shell.nav.businesses' },
  { to: '/admin/teams', labelKey: 'shell.nav.teams' },
  { to: '/admin/promo-codes', labelKey: 'shell.nav.promoCodes' },
  { to: '/admin/operations', labelKey: 'shell.nav.operations' },
  { to: '/admin/audit', labelKey: 'shell.nav.audit' },
] as const;

/** A section stays marked on its detail pages (/admin/people/:id under People). */
export function isAdminNavActive(to: string, pathname: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}
