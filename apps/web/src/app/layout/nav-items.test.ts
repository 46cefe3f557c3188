import { describe, expect, it } from 'vitest';
import { NAV_ITEMS, isNavActive } from './nav-items';

const active = (pathname: string) => NAV_ITEMS.filter((item) => isNavActive(item, pathname)).map((i) => i.to);

describe('menu highlight (SPEC 2)', () => {
  it('lists Home, Account, Chat, Notifications and Profile in order', () => {
    expect(NAV_ITEMS.map((i) => i.to)).toEqual(['/', '/Home', '/chat', '/notifications', '/myAccounts']);
  });
  it('counts /welcome as /Home', () => {
    expect(active('/welcome')).toEqual(['/Home']);
  });
  it('highlights exactly the current entry, case-sensitively', () => {
    expect(active('/chat')).toEqual(['/chat']);
    expect(active('/home')).toEqual([]);
    expect(active('/')).toEqual(['/']);
  });
});
