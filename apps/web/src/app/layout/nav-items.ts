import type { ComponentType, SVGProps } from 'react';
import { BellIcon, ChatIcon, HomeIcon, UserIcon, WalletIcon } from '@/ui/icons';

export interface NavItem {
  to: string;
  labelKey: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Which unread count the entry shows. */
  badge?: 'chat' | 'notifications';
}

/** SPEC 2 navigation entries, in order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', labelKey: 'nav.home', Icon: HomeIcon },
  { to: '/Home', labelKey: 'nav.account', Icon: WalletIcon },
  { to: '/chat', labelKey: 'nav.chat', Icon: ChatIcon, badge: 'chat' },
  { to: '/notifications', labelKey: 'nav.notifications', Icon: BellIcon, badge: 'notifications' },
  { to: '/myAccounts', labelKey: 'nav.profile', Icon: UserIcon },
];

/** The entry to highlight: /welcome counts as /Home (SPEC 2). */
export function isNavActive(item: NavItem, pathname: string): boolean {
  const path = pathname === '/welcome' ? '/Home' : pathname.replace(/(.)\/+$/, '$1');
  return item.to === path;
}
