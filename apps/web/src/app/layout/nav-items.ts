import type { ComponentType, SVGProps } from 'react';
import type { Role } from '@opentip/shared/roles';
import { redirectFor } from '@opentip/shared/routes';
import { BellIcon, ChatIcon, HandCoinIcon, HomeIcon, UserIcon, WalletIcon } from '@/ui/icons';

export interface NavItem {
  to: string;
  labelKey: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Which unread count the entry shows. */
  badge?: 'chat' | 'notifications';
}

/**
 * SPEC 2's five entries, in its order. "Home" is the dashboard (/home): SPEC writes it as "/", which
 * its own access rule sends a signed-in user on to /Home, so two entries led to one screen and the
 * dashboard was in none (issue 27; docs/decisions.md).
 */
const HOME: NavItem = { to: '/home', labelKey: 'nav.home', Icon: HomeIcon };
const ACCOUNT: NavItem = { to: '/Home', labelKey: 'nav.account', Icon: WalletIcon };
const GIVE_TIP: NavItem = { to: '/QRScan', labelKey: 'nav.giveTip', Icon: HandCoinIcon };
const REST: readonly NavItem[] = [
  { to: '/chat', labelKey: 'nav.chat', Icon: ChatIcon, badge: 'chat' },
  { to: '/notifications', labelKey: 'nav.notifications', Icon: BellIcon, badge: 'notifications' },
  { to: '/myAccounts', labelKey: 'nav.profile', Icon: UserIcon },
];

/** Whoever may go through the tipping flow (SPEC 2: every role but teamMember) gets "Give a tip". */
export function navItemsFor(role: Role): readonly NavItem[] {
  const mayTip = redirectFor('/CalculateTip', role) === null;
  return [HOME, ACCOUNT, ...(mayTip ? [GIVE_TIP] : []), ...REST];
}

/** The entry to highlight: /welcome counts as /Home (SPEC 2), /scanqr is the same scan screen. */
export function isNavActive(item: NavItem, pathname: string): boolean {
  const trimmed = pathname.replace(/(.)\/+$/, '$1');
  const path = trimmed === '/welcome' ? '/Home' : trimmed === '/scanqr' ? '/QRScan' : trimmed;
  return item.to === path;
}
