import { describe, expect, it } from 'vitest';
import { ROLES } from '@opentip/shared/roles';
import { navItemsFor, isNavActive } from './nav-items';

const paths = (role: Parameters<typeof navItemsFor>[0]) => navItemsFor(role).map((i) => i.to);
const active = (pathname: string) =>
  navItemsFor('tipGiver')
    .filter((item) => isNavActive(item, pathname))
    .map((i) => i.to);

describe('menu entries per role (SPEC 2, issue 27)', () => {
  it('keeps Home, Account, Chat, Notifications and Profile in order for every role', () => {
    for (const role of ROLES) {
      const keys = navItemsFor(role)
        .map((i) => i.labelKey)
        .filter((key) => key !== 'nav.giveTip');
      expect(keys, role).toEqual(['nav.home', 'nav.account', 'nav.chat', 'nav.notifications', 'nav.profile']);
    }
  });

  it('sends Home to the dashboard and Account to /Home: no two entries lead to one screen', () => {
    for (const role of ROLES) {
      const list = paths(role);
      expect(list.slice(0, 2), role).toEqual(['/home', '/Home']);
      expect(new Set(list).size, role).toBe(list.length);
    }
  });

  it('offers "Give a tip" to givers and to receivers who may tip, not to team members', () => {
    for (const role of [
      'tipGiver',
      'individualRole',
      'teamOwner',
      'teamAdmin',
      'businessUser',
      'tipReciever',
    ] as const)
      expect(paths(role), role).toEqual([
        '/home',
        '/Home',
        '/QRScan',
        '/chat',
        '/notifications',
        '/myAccounts',
      ]);
    expect(paths('teamMember')).not.toContain('/QRScan');
  });
});

describe('menu highlight (SPEC 2)', () => {
  it('counts /welcome as /Home', () => {
    expect(active('/welcome')).toEqual(['/Home']);
  });
  it('highlights exactly the current entry, case-sensitively', () => {
    expect(active('/chat')).toEqual(['/chat']);
    expect(active('/home')).toEqual(['/home']);
    expect(active('/Home')).toEqual(['/Home']);
    expect(active('/scanqr')).toEqual(['/QRScan']);
    expect(active('/')).toEqual([]);
  });
});
