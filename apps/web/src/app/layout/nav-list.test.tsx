import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { USERS_BY_KIND } from '@test/fixtures';
import { renderApp } from '@test/render-app';

async function menuLinks() {
  // The side menu and the drawer share the list; the first is the side menu.
  const nav = (await screen.findAllByRole('navigation', { name: 'Main navigation' }))[0]!;
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('the signed-in menu (issue 27)', () => {
  it('gives a receiver the dashboard, the account and a way into tipping', async () => {
    renderApp('/chat', { user: USERS_BY_KIND.individualRole });
    expect(await menuLinks()).toEqual([
      ['Home', '/home'],
      ['Account', '/Home'],
      ['Give a tip', '/QRScan'],
      ['Chat', '/chat'],
      ['Notifications', '/notifications'],
      ['Profile', '/myAccounts'],
    ]);
  });

  it('gives a team member no tipping entry: the tipping flow is not theirs (SPEC 2)', async () => {
    renderApp('/chat', { user: USERS_BY_KIND.teamMember });
    const links = await menuLinks();
    expect(links.map(([, href]) => href)).toEqual([
      '/home',
      '/Home',
      '/chat',
      '/notifications',
      '/myAccounts',
    ]);
  });

  it('marks the dashboard entry as the current page on /home', async () => {
    renderApp('/home', { user: USERS_BY_KIND.tipGiver });
    await menuLinks();
    const current = screen.getAllByRole('link', { current: 'page' });
    expect(current.map((link) => link.getAttribute('href'))).toContain('/home');
    expect(current.every((link) => link.getAttribute('href') === '/home')).toBe(true);
  });
});
